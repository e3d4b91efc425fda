import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Spin } from 'antd';
import AppLayout from '../features/shell/AppLayout';
import ComingSoon from '../features/shell/ComingSoon';
import NotFound from '../features/shell/NotFound';

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
      { path: '/', element: <Navigate to="/sqllab/" replace /> },
      {
        path: '/sqllab/',
        element: (
          <Loading>
            <SqlLabPage />
          </Loading>
        ),
      },
      {
        path: '/sqllab/history/',
        element: (
          <Loading>
            <QueryHistoryPage />
          </Loading>
        ),
      },
      {
        path: '/sqllab/p/:key',
        element: (
          <Loading>
            <SqlLabPage />
          </Loading>
        ),
      },
      { path: '/superset/dashboard/:idOrSlug/', element: <ComingSoon title="Dashboard" /> },
      { path: '/explore/', element: (
          <Loading>
            <ExplorePage />
          </Loading>
        ) },
      { path: '/explore/p/:key', element: (
          <Loading>
            <ExplorePage />
          </Loading>
        ) },
      { path: '/superset/explore/p/:key', element: (
          <Loading>
            <ExplorePage />
          </Loading>
        ) },
      { path: '/superset/explore/', element: (
          <Loading>
            <ExplorePage />
          </Loading>
        ) },
      {
        path: '/chart/list/',
        element: (
          <Loading>
            <ChartListPage />
          </Loading>
        ),
      },
      { path: '/dashboard/list/', element: <ComingSoon title="Dashboards" /> },
      {
        path: '/savedqueryview/list/',
        element: (
          <Loading>
            <SavedQueryListPage />
          </Loading>
        ),
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
