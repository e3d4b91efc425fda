/** The page's capability flags (reference §7) from the bootstrap user and the dashboard's owners. */
import { isUserAdmin, userHasPermission, type UserWithRoles } from '../../../utils/permissions';

export interface DashboardPermissions {
  canEdit: boolean;
  canSaveAs: boolean;
  canShare: boolean;
  canExport: boolean;
  canExplore: boolean;
  canShareChart: boolean;
  canCsv: boolean;
}

export function dashboardPermissions(
  user: (UserWithRoles & { userId?: number }) | null | undefined,
  owners: readonly { id: number }[],
  dashboardRbac: boolean,
): DashboardPermissions {
  const canWrite = userHasPermission(user, 'can_write', 'Dashboard');
  const isOwner = user?.userId !== undefined && owners.some((owner) => owner.id === user.userId);
  const isAdmin = isUserAdmin(user);
  return {
    canEdit: canWrite && (isAdmin || isOwner),
    canSaveAs: canWrite && (!dashboardRbac || isAdmin || isOwner),
    canShare: userHasPermission(user, 'can_share_dashboard', 'Superset'),
    canExport: userHasPermission(user, 'can_export', 'Dashboard'),
    canExplore: userHasPermission(user, 'can_explore', 'Superset'),
    canShareChart: userHasPermission(user, 'can_share_chart', 'Superset'),
    canCsv: userHasPermission(user, 'can_csv', 'Superset'),
  };
}
