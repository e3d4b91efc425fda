/** The chart list page, as its own chunk. */
import { lazy } from 'react';

export const ChartListPage = lazy(() => import('./ChartListPage'));
