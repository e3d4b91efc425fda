/**
 * The matrix's rows for export and import of dashboards, charts, datasets and databases, with their
 * expectations: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous]. Derived
 * from Superset's rules (export needs `can_export`, import `can_write` on the resource; exports go
 * through the resource's access filter; an import without a `formData` file is a 400), not observed.
 */
import type { ExpectationTable, MatrixRow } from './permissionMatrixTypes';

const idList = (id: number): string => `?q=${encodeURIComponent(`!(${id})`)}`;

export const EXPORT_IMPORT_ROWS: readonly MatrixRow[] = [
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/dashboard/export/',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/dashboard/export/${idList(c.target.dashboardId)}` }),
    },
    {
      route: 'GET /api/v1/chart/export/',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/chart/export/${idList(c.target.chartId)}` }),
    },
    {
      route: 'GET /api/v1/dataset/export/',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/dataset/export/${idList(c.target.datasetId)}` }),
    },
  ]),
  {
    route: 'GET /api/v1/database/export/',
    request: (c) => ({ method: 'GET', url: `/api/v1/database/export/${idList(c.fx.databaseId)}` }),
  },
  ...(['dashboard', 'chart', 'dataset', 'database'] as const).map((resource): MatrixRow => ({
    route: `POST /api/v1/${resource}/import/`,
    label: 'no file',
    request: () => ({ method: 'POST', url: `/api/v1/${resource}/import/`, json: {} }),
  })),
];

const WHY =
  "derived from Superset's rules, not observed: export needs can_export and import can_write on the resource (Gamma holds neither on Dataset, sql_lab nothing on these); exports look objects up through the resource's access filter (404 for objects the caller may not see); an import without a formData file is a 400";

const WHY_DATABASE =
  "derived from Superset's rules, not observed: Database is a read-only model view for every built-in role but Admin, so only Admin holds can_export and can_write on it";

export const EXPORT_IMPORT_EXPECTED: ExpectationTable = {
  "GET /api/v1/dashboard/export/ (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: WHY },
  'GET /api/v1/dashboard/export/ (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: WHY },
  "GET /api/v1/chart/export/ (admin's)": { expect: [200, 200, 404, 403, 404, 401, 401], why: WHY },
  'GET /api/v1/chart/export/ (own)': { expect: [200, 200, 404, 403, 404, 401, 401], why: WHY },
  "GET /api/v1/dataset/export/ (admin's)": { expect: [200, 200, 403, 403, 403, 401, 401], why: WHY },
  'GET /api/v1/dataset/export/ (own)': { expect: [200, 200, 403, 403, 403, 401, 401], why: WHY },
  'POST /api/v1/dashboard/import/ [no file]': { expect: [400, 400, 400, 403, 400, 401, 401], why: WHY },
  'POST /api/v1/chart/import/ [no file]': { expect: [400, 400, 400, 403, 400, 401, 401], why: WHY },
  'POST /api/v1/dataset/import/ [no file]': { expect: [400, 400, 403, 403, 403, 401, 401], why: WHY },
  'GET /api/v1/database/export/': { expect: [200, 403, 403, 403, 403, 401, 401], why: WHY_DATABASE },
  'POST /api/v1/database/import/ [no file]': { expect: [400, 403, 403, 403, 403, 401, 401], why: WHY_DATABASE },
};
