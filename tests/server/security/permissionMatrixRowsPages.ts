/**
 * The matrix's rows for the pages the server renders: the SPA's routes, the login page and `/`.
 * Anonymous visitors of a page go to the login page (302, `next` bringing them back); a user gets
 * the page. Expectations: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous].
 */
import type { MatrixRow, RowContext } from './permissionMatrixTypes';

interface PageRow {
  route: string;
  url: (context: RowContext) => string;
  target?: 'admin' | 'own';
}

const PAGES: PageRow[] = [
  { route: '/', url: () => '/' },
  { route: '/login/', url: () => '/login/' },
  { route: '/sqllab/', url: () => '/sqllab/' },
  { route: '/sqllab/history/', url: () => '/sqllab/history/' },
  { route: '/sqllab/p/:key', url: (c) => `/sqllab/p/${c.fx.admin.sqllabPermalinkKey}` },
  {
    route: '/superset/dashboard/:idOrSlug/',
    target: 'admin',
    url: (c) => `/superset/dashboard/${c.target.dashboardId}/`,
  },
  {
    route: '/superset/dashboard/:idOrSlug/',
    target: 'own',
    url: (c) => `/superset/dashboard/${c.target.dashboardId}/`,
  },
  { route: '/superset/dashboard/p/:key/', url: () => '/superset/dashboard/p/matrixNoSuchKey/' },
  { route: '/explore/', url: (c) => `/explore/?slice_id=${c.fx.admin.chartId}` },
  { route: '/explore/p/:key', url: (c) => `/explore/p/${c.fx.admin.explorePermalinkKey}` },
  { route: '/superset/explore/', url: (c) => `/superset/explore/?slice_id=${c.fx.admin.chartId}` },
  { route: '/superset/explore/p/:key', url: (c) => `/superset/explore/p/${c.fx.admin.explorePermalinkKey}` },
  { route: '/chart/list/', url: () => '/chart/list/' },
  { route: '/dashboard/list/', url: () => '/dashboard/list/' },
  { route: '/savedqueryview/list/', url: () => '/savedqueryview/list/' },
  { route: '/alert/list/', url: () => '/alert/list/' },
  { route: '/report/list/', url: () => '/report/list/' },
  { route: '/alert/:id/log/', url: (c) => `/alert/${c.fx.admin.reportId}/log/` },
  { route: '/report/:id/log/', url: (c) => `/report/${c.fx.admin.reportId}/log/` },
  { route: '/tablemodelview/list/', url: () => '/tablemodelview/list/' },
  { route: '/databaseview/list/', url: () => '/databaseview/list/' },
  { route: '/users/', url: () => '/users/' },
  { route: '/roles/', url: () => '/roles/' },
  { route: '/actionlog/list/', url: () => '/actionlog/list/' },
];

export const PAGE_ROWS: readonly MatrixRow[] = [
  ...PAGES.map((page): MatrixRow => ({
    route: `GET ${page.route}`,
    ...(page.target ? { target: page.target } : {}),
    request: (c) => ({ method: 'GET', url: page.url(c), page: true }),
  })),
  // A requested query posted to SQL Lab by a form (another tool's 'Open in SQL Lab').
  {
    route: 'POST /sqllab/',
    request: () => ({
      method: 'POST',
      url: '/sqllab/',
      page: true,
      form: { form_data: JSON.stringify({ sql: 'SELECT 1', datasourceKey: '1__table' }) },
    }),
  },
];
