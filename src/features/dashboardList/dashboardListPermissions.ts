/** What the list offers a user (reference §7): the server still has the last word on each call. */
import type { DashboardListItem } from '../../api/dashboardList';
import { isUserAdmin, userHasPermission, type UserWithRoles } from '../../utils/permissions';

interface DashboardListUser extends UserWithRoles {
  userId?: number;
}

/** Importing dashboards, and any writing at all: `can_write` on Dashboard. */
export function canWriteDashboards(user: DashboardListUser): boolean {
  return userHasPermission(user, 'can_write', 'Dashboard');
}

/** Editing, publishing and deleting this dashboard: `can_write` on Dashboard and an admin or one of its owners. */
export function canEditDashboard(user: DashboardListUser, dashboard: Pick<DashboardListItem, 'owners'>): boolean {
  if (!canWriteDashboards(user)) return false;
  if (isUserAdmin(user)) return true;
  return user.userId !== undefined && (dashboard.owners ?? []).some((owner) => owner.id === user.userId);
}

/** Downloading export bundles: `can_export` on Dashboard. */
export function canExportDashboards(user: DashboardListUser): boolean {
  return userHasPermission(user, 'can_export', 'Dashboard');
}

/** Stars need a signed-in user. */
export function canStarDashboards(user: DashboardListUser): boolean {
  return user.userId !== undefined;
}
