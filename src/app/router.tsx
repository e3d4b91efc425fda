import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Spin } from 'antd';
import AppLayout from '../features/shell/AppLayout';
import ComingSoon from '../features/shell/ComingSoon';
import LandingRedirect from '../features/shell/LandingRedirect';
import NotFound from '../features/shell/NotFound';
import { RequirePermission } from '../features/shell/RequirePermission';
import { noAccessText } from '../features/shell/accessMessages';
import type { UserWithRoles } from '../utils/permissions';
import { canOpenExplore, canReadCharts, canReadDashboards, canReadSavedQueries, canUseSqlLab } from '../utils/permissionRules';

// Each screen is its own chunk, so a page loads only what it uses.
const LoginPage = lazy(() => import('../features/login/LoginPage'));
const SqlLabPage = lazy(() => import('../features/sqlLab/components/SqlLabPage'));
const QueryHistoryPage = lazy(() => import('../features/sqlLab/components/QueryHistoryPage'));
const SavedQueryListPage = lazy(() => import('../features/savedQueries/SavedQueryListPage'));
const ExplorePage = lazy(() => import('../features/explore/components/ExplorePage'));
const ChartListPage = lazy(() => import('../features/chartList/ChartListPage'));
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
const explorePage = () => guarded('Explore', canOpenExplore, <Loading><ExplorePage /></Loading>);

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
    element: <AppLayout />,
    children: [
      // Home, ours and Superset's: on to the first area the user's roles open.
      { path: '/', element: <LandingRedirect /> },
      { path: '/superset/welcome/', element: <LandingRedirect /> },
      { path: '/sqllab/', element: sqlLabPage(<SqlLabPage />) },
      { path: '/sqllab/history/', element: sqlLabPage(<QueryHistoryPage />) },
      { path: '/sqllab/p/:key', element: sqlLabPage(<SqlLabPage />) },
      { path: '/superset/dashboard/:idOrSlug/', element: guarded('dashboards', canReadDashboards, <ComingSoon title="Dashboard" />) },
      { path: '/explore/', element: explorePage() },
      { path: '/explore/p/:key', element: explorePage() },
      { path: '/superset/explore/p/:key', element: explorePage() },
      { path: '/superset/explore/', element: explorePage() },
      { path: '/chart/list/', element: guarded('the chart list', canReadCharts, <Loading><ChartListPage /></Loading>) },
      { path: '/dashboard/list/', element: guarded('dashboards', canReadDashboards, <ComingSoon title="Dashboards" />) },
      {
        path: '/savedqueryview/list/',
        element: guarded('saved queries', canReadSavedQueries, <Loading><SavedQueryListPage /></Loading>),
      },
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
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
