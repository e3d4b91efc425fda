/**
 * The permission matrix's expected statuses for the alerts & reports and usage log rows of
 * permissionMatrixRowsReports.ts and their pages: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab,
 * deactivated, anonymous]. Derived from Superset 6.1's rules, not observed: each carries its `why`.
 */
import type { Expectation, ExpectationTable } from './permissionMatrixTypes';

const REPORT_WHY =
  "derived from Superset 6.1's rules, not observed: ReportScheduleRestApi and ReportExecutionLogRestApi need can_read (reads, related, _info) or can_write (writes) on ReportSchedule, an alpha-only view (Admin and Alpha hold it; Gamma and sql_lab do not); ReportScheduleFilter shows every report to users with all_datasource_access (Alpha included)";
const REPORT_CHANGE_WHY = `${REPORT_WHY}; changes and deletions need ownership (raise_for_ownership: admins and owners), so Alpha gets 403 on the admin's report`;
const NO_RUN_WHY = `${REPORT_WHY}; no report has run, so the run asked for does not exist (404) for those allowed`;
const LOG_API_WHY =
  "derived from Superset 6.1's rules, not observed: LogRestApi needs can_read on Log, an admin-only view (only Admin holds it)";
const LOG_WRITE_WHY =
  "derived from Superset 6.1's rules, not observed: Superset.log is has_access on can_log Superset (Admin, Alpha and Gamma hold it, sql_lab alone does not: 403) and CSRF-exempt, so a caller without a session (anonymous, or a deactivated user's stale one) and without a guest token is sent to the login page (302) rather than refused for its missing CSRF token";
const PAGE_WHY =
  "Superset renders this page on the server and refuses a user without the view's permission with 403; here every page is the same SPA shell holding no data (its API calls are refused as the rows above say), served to every logged-in user and sending anyone else to the login page";

const READERS: Expectation = [200, 200, 403, 403, 403, 401, 401];
const ADMIN_ONLY: Expectation = [200, 403, 403, 403, 403, 401, 401];
const PAGE: Expectation = [200, 200, 200, 200, 200, 302, 302];

export const REPORT_EXPECTED: ExpectationTable = {
  'GET /api/v1/report/': { expect: READERS, why: REPORT_WHY },
  'POST /api/v1/report/': { expect: [201, 201, 403, 403, 403, 401, 401], why: REPORT_WHY },
  "GET /api/v1/report/:pk (admin's)": { expect: READERS, why: REPORT_WHY },
  'GET /api/v1/report/:pk (own)': { expect: READERS, why: REPORT_WHY },
  "PUT /api/v1/report/:pk (admin's)": { expect: ADMIN_ONLY, why: REPORT_CHANGE_WHY },
  'PUT /api/v1/report/:pk (own)': { expect: READERS, why: REPORT_CHANGE_WHY },
  "DELETE /api/v1/report/:pk (admin's)": { expect: ADMIN_ONLY, why: REPORT_CHANGE_WHY },
  'DELETE /api/v1/report/:pk (own)': { expect: READERS, why: REPORT_CHANGE_WHY },
  "DELETE /api/v1/report/ (admin's)": { expect: ADMIN_ONLY, why: REPORT_CHANGE_WHY },
  'DELETE /api/v1/report/ (own)': { expect: READERS, why: REPORT_CHANGE_WHY },
  'GET /api/v1/report/:pk/log/': { expect: READERS, why: REPORT_WHY },
  'GET /api/v1/report/:pk/log/:logId': { expect: [404, 404, 403, 403, 403, 401, 401], why: NO_RUN_WHY },
  'GET /api/v1/report/related/:column': { expect: READERS, why: REPORT_WHY },
  'GET /api/v1/report/_info': { expect: READERS, why: REPORT_WHY },
  'POST /superset/log/': { expect: [200, 200, 200, 403, 200, 302, 302], why: LOG_WRITE_WHY },
  'GET /api/v1/log/': { expect: ADMIN_ONLY, why: LOG_API_WHY },
  'GET /api/v1/log/:pk(^\\d+)': { expect: ADMIN_ONLY, why: LOG_API_WHY },
  'GET /alert/list/': { expect: PAGE, why: PAGE_WHY },
  'GET /report/list/': { expect: PAGE, why: PAGE_WHY },
  'GET /alert/:id/log/': { expect: PAGE, why: PAGE_WHY },
  'GET /report/:id/log/': { expect: PAGE, why: PAGE_WHY },
  'GET /actionlog/list/': { expect: PAGE, why: PAGE_WHY },
};
