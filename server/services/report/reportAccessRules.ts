/**
 * Who sees and who changes a report. Superset's ReportScheduleFilter shows every report to users
 * who can access all datasources (admins included) and otherwise only the reports one owns (here
 * also the ones one created); raise_for_ownership lets admins and owners change one.
 */
import { hasPermission, isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import type { ReportRecord } from '../../store/reports';

function canSeeAllReports(user: AuthenticatedUser): boolean {
  return (
    isAdmin(user) ||
    hasPermission(user, 'all_datasource_access', 'all_datasource_access') ||
    hasPermission(user, 'all_database_access', 'all_database_access')
  );
}

export function isReportVisible(user: AuthenticatedUser, report: ReportRecord): boolean {
  return canSeeAllReports(user) || report.owner_ids.includes(user.id) || report.created_by_fk === user.id;
}

export function canChangeReport(user: AuthenticatedUser, report: ReportRecord): boolean {
  return isAdmin(user) || report.owner_ids.includes(user.id);
}
