/**
 * The matrix's rows for annotation layers and their annotations, with their expectations: [Admin,
 * Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous]. Derived from Superset's rules
 * (AnnotationLayerRestApi and AnnotationRestApi ask `can_read` / `can_write` on `Annotation`, which
 * Admin and Alpha hold), not observed. Rows on one layer or annotation name ids no layer has, so an
 * allowed caller gets 404 and the others are refused before the lookup.
 */
import type { ExpectationTable, MatrixRow } from './permissionMatrixTypes';

const MISSING = 999999;
const LAYERS = '/api/v1/annotation_layer/';

export const ANNOTATION_ROWS: readonly MatrixRow[] = [
  { route: 'GET /api/v1/annotation_layer/', request: () => ({ method: 'GET', url: LAYERS }) },
  {
    route: 'POST /api/v1/annotation_layer/',
    request: (c) => ({ method: 'POST', url: LAYERS, json: { name: c.fx.unique('matrix layer') } }),
  },
  {
    route: 'GET /api/v1/annotation_layer/:pk(^\\d+)',
    request: () => ({ method: 'GET', url: `${LAYERS}${MISSING}` }),
  },
  {
    route: 'PUT /api/v1/annotation_layer/:pk(^\\d+)',
    request: () => ({ method: 'PUT', url: `${LAYERS}${MISSING}`, json: { descr: 'matrix' } }),
  },
  {
    route: 'DELETE /api/v1/annotation_layer/:pk(^\\d+)',
    request: () => ({ method: 'DELETE', url: `${LAYERS}${MISSING}` }),
  },
  {
    route: 'DELETE /api/v1/annotation_layer/',
    request: () => ({ method: 'DELETE', url: `${LAYERS}?q=${encodeURIComponent(`!(${MISSING})`)}` }),
  },
  {
    route: 'GET /api/v1/annotation_layer/:pk(^\\d+)/annotation/',
    request: () => ({ method: 'GET', url: `${LAYERS}${MISSING}/annotation/` }),
  },
  {
    route: 'POST /api/v1/annotation_layer/:pk(^\\d+)/annotation/',
    request: () => ({
      method: 'POST',
      url: `${LAYERS}${MISSING}/annotation/`,
      json: { short_descr: 'matrix', start_dttm: '2019-01-01T00:00:00', end_dttm: '2019-01-01T00:00:00' },
    }),
  },
  {
    route: 'GET /api/v1/annotation_layer/:pk(^\\d+)/annotation/:annotationId(^\\d+)',
    request: () => ({ method: 'GET', url: `${LAYERS}${MISSING}/annotation/1` }),
  },
  {
    route: 'DELETE /api/v1/annotation_layer/:pk(^\\d+)/annotation/:annotationId(^\\d+)',
    request: () => ({ method: 'DELETE', url: `${LAYERS}${MISSING}/annotation/1` }),
  },
];

const ALLOWED_MISSING = [404, 404, 403, 403, 403, 401, 401] as const;

export const ANNOTATION_EXPECTED: ExpectationTable = {
  'GET /api/v1/annotation_layer/': [200, 200, 403, 403, 403, 401, 401],
  'POST /api/v1/annotation_layer/': [201, 201, 403, 403, 403, 401, 401],
  'GET /api/v1/annotation_layer/:pk(^\\d+)': ALLOWED_MISSING,
  'PUT /api/v1/annotation_layer/:pk(^\\d+)': ALLOWED_MISSING,
  'DELETE /api/v1/annotation_layer/:pk(^\\d+)': ALLOWED_MISSING,
  'DELETE /api/v1/annotation_layer/': ALLOWED_MISSING,
  'GET /api/v1/annotation_layer/:pk(^\\d+)/annotation/': ALLOWED_MISSING,
  'POST /api/v1/annotation_layer/:pk(^\\d+)/annotation/': ALLOWED_MISSING,
  'GET /api/v1/annotation_layer/:pk(^\\d+)/annotation/:annotationId(^\\d+)': ALLOWED_MISSING,
  'DELETE /api/v1/annotation_layer/:pk(^\\d+)/annotation/:annotationId(^\\d+)': ALLOWED_MISSING,
};
