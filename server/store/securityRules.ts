import type { SqlExecutor } from './database';

/**
 * Rules every change to users and roles keeps, shared by the security API and the `users` command,
 * and the errors they raise (the API turns them into Superset's replies).
 */

/** A unique value is taken: `constraint` is the name Superset's metadata database gives it. */
export class DuplicateValueError extends Error {
  constructor(
    readonly constraint: string,
    readonly column: string,
    readonly value: string,
  ) {
    super(`${column} "${value}" is taken`);
    this.name = 'DuplicateValueError';
  }
}

/** Some of the given ids (or names) name no row. */
export class UnknownIdsError extends Error {
  constructor(
    readonly kind: 'roles' | 'users',
    readonly missing: Array<number | string>,
  ) {
    super(`Unknown ${kind}: ${missing.join(', ')}`);
    this.name = 'UnknownIdsError';
  }
}

/** A change that is refused as it stands (a clear reason for the caller, answered as 422). */
export class RefusedChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedChangeError';
  }
}

export const LAST_ADMIN_MESSAGE =
  'This change would leave no active user with the Admin role, and nobody could administer Tessera any more.';

/** Active users holding a role named Admin (in any letter case: such a role holds every permission). */
async function activeAdminCount(tx: SqlExecutor): Promise<number> {
  const row = await tx.first<{ admins: bigint | number }>(
    `SELECT count(DISTINCT u.id) AS admins FROM users u
     JOIN user_roles ur ON ur.user_id = u.id
     JOIN roles r ON r.id = ur.role_id
     WHERE u.active AND lower(r.name) = 'admin'`,
  );
  return Number(row?.admins ?? 0);
}

/**
 * Runs a change (inside the caller's transaction) and refuses it when it leaves no active admin
 * where there was one: deleting, deactivating or demoting the last admin, renaming or emptying
 * the Admin role.
 */
export async function keepingAnAdmin<T>(tx: SqlExecutor, change: () => Promise<T>): Promise<T> {
  const before = await activeAdminCount(tx);
  const result = await change();
  if (before > 0 && (await activeAdminCount(tx)) === 0) throw new RefusedChangeError(LAST_ADMIN_MESSAGE);
  return result;
}

/**
 * The moment from which the user's API tokens count again: the next whole second, as a token's
 * `iat` is in whole seconds and one issued in this second may predate the change.
 */
export function nextTokenEpoch(now = Date.now()): Date {
  return new Date((Math.floor(now / 1000) + 1) * 1000);
}
