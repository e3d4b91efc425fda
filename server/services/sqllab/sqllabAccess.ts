/** Who may run on a database and whose SQL Lab runs a user may see (Superset's QueryFilter). */
import { databasePermissionView } from '../../auth/permissionCatalog';
import { hasPermission, isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { supersetError, SupersetErrorsException } from '../../errors';
import type { DatabaseRecord } from '../../store';
import type { QueryRecord } from '../../store/queries';

/** `all_query_access` (admins hold it): every user's runs are visible. */
export function canAccessAllQueries(user: AuthenticatedUser | null): boolean {
  return isAdmin(user) || hasPermission(user, 'all_query_access', 'all_query_access');
}

/** Whether the user owns the run or may see every run. */
export function canAccessQuery(user: AuthenticatedUser | null, query: QueryRecord): boolean {
  return user !== null && (query.user_id === user.id || canAccessAllQueries(user));
}

/** Database-level access: all_database_access, all_datasource_access or database_access on it. */
export function canAccessDatabase(user: AuthenticatedUser | null, database: DatabaseRecord): boolean {
  return (
    isAdmin(user) ||
    hasPermission(user, 'all_database_access', 'all_database_access') ||
    hasPermission(user, 'all_datasource_access', 'all_datasource_access') ||
    hasPermission(user, 'database_access', databasePermissionView(database.database_name, database.id))
  );
}

export function queryAccessDenied(message = 'Cannot access the query'): SupersetErrorsException {
  return new SupersetErrorsException(403, [supersetError(message, 'QUERY_SECURITY_ACCESS_ERROR')]);
}
