/** The dashboard list page, as its own chunk. */
import { lazy } from 'react';

export const DashboardListPage = lazy(() => import('./DashboardListPage'));
