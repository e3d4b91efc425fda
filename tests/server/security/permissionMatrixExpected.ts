/** Every row's expected statuses (see permissionMatrixExpected*.ts). */
import { API_EXPECTED } from './permissionMatrixExpectedApi';
import { ANNOTATION_EXPECTED } from './permissionMatrixRowsAnnotations';
import { DASHBOARD_EXPECTED } from './permissionMatrixExpectedDashboards';
import { DATA_EXPECTED } from './permissionMatrixExpectedData';
import { REPORT_EXPECTED } from './permissionMatrixExpectedReports';
import { EXPORT_IMPORT_EXPECTED } from './permissionMatrixRowsExportImport';
import type { ExpectationTable } from './permissionMatrixTypes';

export const MATRIX_EXPECTED: ExpectationTable = {
  ...API_EXPECTED,
  ...DATA_EXPECTED,
  ...DASHBOARD_EXPECTED,
  ...EXPORT_IMPORT_EXPECTED,
  ...ANNOTATION_EXPECTED,
  ...REPORT_EXPECTED,
};
