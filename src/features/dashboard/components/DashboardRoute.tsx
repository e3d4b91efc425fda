/**
 * The dashboard route as the app frame loads it: it starts the dashboard's first requests at once,
 * then shows the page when its code arrives (the page is its own chunk).
 */
import { Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { prefetchDashboard } from '../state/prefetchDashboard';

const DashboardPage = lazy(() => import('./DashboardPage'));

export function DashboardRoute() {
  const { idOrSlug = '' } = useParams();
  const dispatch = useAppDispatch();
  useEffect(() => prefetchDashboard(dispatch, idOrSlug), [dispatch, idOrSlug]);
  // Its own boundary: this component commits (and prefetches) while the page's chunk downloads.
  return (
    <Suspense fallback={<Spin style={{ margin: 48 }} data-test="dashboard-loading" />}>
      <DashboardPage />
    </Suspense>
  );
}
