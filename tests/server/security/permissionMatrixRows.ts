/**
 * The permission matrix: every route of the embedded server, called by a user of each built-in role
 * (Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab), a deactivated admin and an anonymous visitor.
 *
 * How the expectations were derived: permissionMatrixProbe.ts ran every row against Apache Superset
 * 6.1.0 (Flask-AppBuilder 5.3.0, SQLLAB_BACKEND_PERSISTENCE on) with users holding exactly those
 * built-in roles (`matrix_*`) and the same fixtures made through Superset's API, and the statuses it
 * printed were copied into permissionMatrixExpected*.ts. Entries with a `why` differ from that
 * observation on purpose (a Superset bug, a rule kept stricter, a route Superset 6.1 does not have);
 * each says which rule decided them. One difference holds for every row and is not marked: an
 * anonymous write with no session is 401 here, where Superset checks the CSRF token first (400
 * "The CSRF token is missing." or a redirect to the login page); the probe reads those as 401.
 *
 * Fixtures: objects owned by the built-in admin and by each caller (see permissionMatrixFixtures.ts);
 * rows that act on one run twice, on the admin's and on the caller's own.
 */
import { ANNOTATION_ROWS } from './permissionMatrixRowsAnnotations';
import { CHART_ROWS } from './permissionMatrixRowsCharts';
import { DASHBOARD_ROWS } from './permissionMatrixRowsDashboards';
import { DATA_ROWS } from './permissionMatrixRowsData';
import { EXPORT_IMPORT_ROWS } from './permissionMatrixRowsExportImport';
import { PAGE_ROWS } from './permissionMatrixRowsPages';
import { LOG_ROWS, REPORT_ROWS } from './permissionMatrixRowsReports';
import { SECURITY_ROWS } from './permissionMatrixRowsSecurity';
import { SQLLAB_ROWS } from './permissionMatrixRowsSqlLab';
import type { MatrixRow } from './permissionMatrixTypes';

export const MATRIX_ROWS: readonly MatrixRow[] = [
  ...SECURITY_ROWS,
  ...SQLLAB_ROWS,
  ...DATA_ROWS,
  ...CHART_ROWS,
  ...ANNOTATION_ROWS,
  ...DASHBOARD_ROWS,
  ...EXPORT_IMPORT_ROWS,
  ...REPORT_ROWS,
  ...LOG_ROWS,
  ...PAGE_ROWS,
];
