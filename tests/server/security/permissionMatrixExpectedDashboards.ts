/**
 * The permission matrix's expected statuses for the dashboard API rows of
 * permissionMatrixRowsDashboards.ts: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated,
 * anonymous]. Derived from Superset's rules (DashboardRestApi's can_read/can_write on Dashboard,
 * DashboardAccessFilter on DAO lookups by id, get_by_id_or_slug's read rule, ownership for
 * changes), not observed on Superset 6.1: each carries its `why`.
 */
import type { ExpectationTable } from './permissionMatrixTypes';

const API_WHY =
  "derived from Superset 6.1's rules, not observed: can_read/can_write on Dashboard (sql_lab holds neither); the fixtures' dashboards are published and hold no chart, so any reader may open them (raise_for_access), while lookups by id go through DashboardAccessFilter, which lists a dashboard without charts only to admins and its owners (Alpha and Gamma on the admin's: 404); changes need ownership";
const PAGE_WHY =
  "Superset renders this page on the server and refuses a user without the view's permission with 403; here every page is the same SPA shell holding no data (its API calls are refused as the rows above say), served to every logged-in user and sending anyone else to the login page";

export const DASHBOARD_EXPECTED: ExpectationTable = {
  "GET /api/v1/dashboard/:idOrSlug (admin's)": { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  "PUT /api/v1/dashboard/:pk (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  "PUT /api/v1/dashboard/:pk/filters (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  "PUT /api/v1/dashboard/:pk/colors (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  "DELETE /api/v1/dashboard/:pk (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  "POST /api/v1/dashboard/:pk/favorites/ (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  "DELETE /api/v1/dashboard/:pk/favorites/ (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  "DELETE /api/v1/dashboard/ (admin's)": { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  'DELETE /api/v1/dashboard/ (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/:idOrSlug (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'PUT /api/v1/dashboard/:pk (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'PUT /api/v1/dashboard/:pk/filters (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'PUT /api/v1/dashboard/:pk/colors (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'DELETE /api/v1/dashboard/:pk (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'POST /api/v1/dashboard/:pk/favorites/ (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'DELETE /api/v1/dashboard/:pk/favorites/ (own)': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/:idOrSlug/charts': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/:idOrSlug/datasets': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/:idOrSlug/tabs': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'POST /api/v1/dashboard/:idOrSlug/copy/': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/favorite_status/': { expect: [200, 404, 404, 403, 404, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/related/:column': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/_info': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'POST /api/v1/dashboard/:idOrSlug/permalink': { expect: [201, 201, 201, 403, 201, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/permalink/:key': { expect: [404, 404, 404, 403, 404, 401, 401], why: API_WHY },
  'POST /api/v1/dashboard/:pk/filter_state': { expect: [201, 201, 201, 403, 201, 401, 401], why: API_WHY },
  'GET /api/v1/dashboard/:pk/filter_state/:key': { expect: [404, 404, 404, 403, 404, 401, 401], why: API_WHY },
  'PUT /api/v1/dashboard/:pk/filter_state/:key': { expect: [200, 200, 200, 403, 200, 401, 401], why: API_WHY },
  'DELETE /api/v1/dashboard/:pk/filter_state/:key': { expect: [404, 404, 404, 403, 404, 401, 401], why: API_WHY },
  'GET /superset/dashboard/p/:key/': { expect: [200, 200, 200, 200, 200, 302, 302], why: PAGE_WHY },
};
