import type { ChartListItem } from '../../api/charts';
import { findPermission, isUserAdmin, type UserWithRoles } from '../../utils/permissions';

interface ChartListUser extends UserWithRoles {
  userId?: number;
}

/** Whether the user may delete charts at all: an admin, or `can_write` on Chart. */
export function canDeleteCharts(user: ChartListUser): boolean {
  return isUserAdmin(user) || findPermission('can_write', 'Chart', user.roles);
}

/** Whether the user may delete this chart: an admin, or one of its owners with `can_write` on Chart. */
export function canDeleteChart(user: ChartListUser, chart: Pick<ChartListItem, 'owners'>): boolean {
  if (isUserAdmin(user)) return true;
  if (!findPermission('can_write', 'Chart', user.roles) || user.userId === undefined) return false;
  return (chart.owners ?? []).some((owner) => owner.id === user.userId);
}
