/** Who may see and change alerts and reports: the ReportSchedule pairs, and ownership for one report. */
import type { Report } from '../../../api/reports';
import { isUserAdmin, userHasPermission, type UserWithRoles } from '../../../utils/permissions';

type User = (UserWithRoles & { userId?: number }) | null | undefined;

/** The 'Alerts & reports' pages and their menu entry. */
export function canReadReports(user: User): boolean {
  return userHasPermission(user, 'can_read', 'ReportSchedule');
}

/** Creating, editing, toggling and deleting (the server also asks for ownership on one report). */
export function canWriteReports(user: User): boolean {
  return userHasPermission(user, 'can_write', 'ReportSchedule');
}

/** Editing, toggling or deleting this report: an owner or an admin, with can_write (as Superset's list). */
export function canEditReport(user: User, report: Pick<Report, 'owners'>): boolean {
  if (!canWriteReports(user)) return false;
  if (isUserAdmin(user)) return true;
  return (report.owners ?? []).some((owner) => owner.id === user?.userId);
}
