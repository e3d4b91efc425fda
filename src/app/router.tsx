import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router-dom';
import { Spin } from 'antd';
import { AppLayout, LandingRedirect, NotFound, RequirePermission, noAccessText } from '../features/shell';
import { ChartListPage } from '../features/chartList';
import { DashboardListPage } from '../features/dashboardList';
import { DashboardPage, DashboardPermalinkPage, isNavHiddenByUrl } from '../features/dashboard';
import { ExplorePage, isStandaloneExploreUrl } from '../features/explore';
import { LoginPage } from '../features/login';
import { ActionLogPage } from '../features/logging';
import { AlertReportListPage, ExecutionLogPage, canReadReports } from '../features/reports';
import { SavedQueryListPage } from '../features/savedQueries';
import { QueryHistoryPage, SqlLabPage } from '../features/sqlLab';
import type { UserWithRoles } from '../utils/permissions';
import {
  canOpenExplore,
  canReadCharts,
  canReadDashboards,
  canReadSavedQueries,
  canUseSqlLab,
} from '../utils/permissionRules';

// Each screen is its own chunk (each feature's index loads its pages lazily), so a page loads only what it uses.
// Both security pages come in one chunk: admins open one after the other.
const UsersListPage = lazy(() => import('../features/admin').then((admin) => ({ default: admin.UsersListPage })));
const RolesListPage = lazy(() => import('../features/admin').then((admin) => ({ default: admin.RolesListPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ margin: 48 }} />}>{children}</Suspense>;
}

/** A page of an area: users whose roles do not open the area see a no-access page instead. */
function guarded(area: string, allows: (user: UserWithRoles) => boolean, page: ReactNode) {
  return (
    <RequirePermission allows={allows} message={noAccessText(area)}>
      {page}
    </RequirePermission>
  );
}

const sqlLabPage = (page: ReactNode) => guarded('SQL Lab', canUseSqlLab, <Loading>{page}</Loading>);
/** Told of each navigation to Explore before the page renders (see createAppRouter). */
type ExploreNavigationListener = (search: string, permalinkKey: string | undefined) => Promise<void>;
let exploreNavigationListener: ExploreNavigationListener | null = null;

/** Explore's loader only starts Explore's requests early; the page renders them. */
async function exploreLoader({ request, params }: LoaderFunctionArgs): Promise<null> {
  await exploreNavigationListener?.(new URL(request.url).search, params.key);
  return null;
}

const explorePage = () =>
  guarded(
    'Explore',
    canOpenExplore,
    <Loading>
      <ExplorePage />
    </Loading>,
  );

/** Every route the product has (spec: sql-editor §2, charts-dashboards §2). */
export const routes = [
  {
    path: '/login/',
    element: (
      <Loading>
        <LoginPage />
      </Loading>
    ),
  },
  {
    // Dashboards: their URL may hide the navigation bar (standalone, uiConfig).
    element: <AppLayout hideNavWhen={isNavHiddenByUrl} />,
    children: [
      {
        path: '/superset/dashboard/p/:key/',
        element: guarded(
          'dashboards',
          canReadDashboards,
          <Loading>
            <DashboardPermalinkPage />
          </Loading>,
        ),
      },
      {
        path: '/superset/dashboard/:idOrSlug/',
        element: guarded(
          'dashboards',
          canReadDashboards,
          <Loading>
            <DashboardPage />
          </Loading>,
        ),
      },
    ],
  },
  {
    // Explore: `?standalone=1|true` shows the chart alone, without the navigation bar.
    element: <AppLayout hideNavWhen={isStandaloneExploreUrl} />,
    children: [
      { path: '/explore/', element: explorePage(), loader: exploreLoader },
      { path: '/explore/p/:key', element: explorePage(), loader: exploreLoader },
      { path: '/superset/explore/p/:key', element: explorePage(), loader: exploreLoader },
      { path: '/superset/explore/', element: explorePage(), loader: exploreLoader },
    ],
  },
  {
    element: <AppLayout />,
    children: [
      // Home, ours and Superset's: on to the first area the user's roles open.
      { path: '/', element: <LandingRedirect /> },
      { path: '/superset/welcome/', element: <LandingRedirect /> },
      { path: '/sqllab/', element: sqlLabPage(<SqlLabPage />) },
      { path: '/sqllab/history/', element: sqlLabPage(<QueryHistoryPage />) },
      { path: '/sqllab/p/:key', element: sqlLabPage(<SqlLabPage />) },
      {
        path: '/chart/list/',
        element: guarded(
          'the chart list',
          canReadCharts,
          <Loading>
            <ChartListPage />
          </Loading>,
        ),
      },
      {
        path: '/dashboard/list/',
        element: guarded(
          'dashboards',
          canReadDashboards,
          <Loading>
            <DashboardListPage />
          </Loading>,
        ),
      },
      {
        path: '/savedqueryview/list/',
        element: guarded(
          'saved queries',
          canReadSavedQueries,
          <Loading>
            <SavedQueryListPage />
          </Loading>,
        ),
      },
      // Alerts & reports, at Superset's paths: one list per type, and each one's execution log.
      ...(['Alert', 'Report'] as const).flatMap((type) => {
        const base = type === 'Alert' ? '/alert' : '/report';
        return [
          {
            path: `${base}/list/`,
            element: guarded(
              'alerts and reports',
              canReadReports,
              <Loading>
                <AlertReportListPage type={type} />
              </Loading>,
            ),
          },
          {
            path: `${base}/:id/log/`,
            element: guarded(
              'alerts and reports',
              canReadReports,
              <Loading>
                <ExecutionLogPage type={type} />
              </Loading>,
            ),
          },
        ];
      }),
      {
        path: '/users/',
        element: (
          <Loading>
            <UsersListPage />
          </Loading>
        ),
      },
      {
        path: '/roles/',
        element: (
          <Loading>
            <RolesListPage />
          </Loading>
        ),
      },
      {
        // Superset's Action Log page; the page itself lets admins only in.
        path: '/actionlog/list/',
        element: (
          <Loading>
            <ActionLogPage />
          </Loading>
        ),
      },
      {
        path: '*',
        element: (
          <Loading>
            <NotFound />
          </Loading>
        ),
      },
    ],
  },
];

/**
 * The app's router. `onExploreNavigation` is called as a navigation to Explore starts, so its
 * requests leave before the page renders.
 */
export function createAppRouter(options: { onExploreNavigation?: ExploreNavigationListener } = {}) {
  exploreNavigationListener = options.onExploreNavigation ?? null;
  return createBrowserRouter(routes);
}
