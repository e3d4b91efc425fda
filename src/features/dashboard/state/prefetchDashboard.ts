/**
 * What opening a dashboard will ask the server first (the dashboard, its charts, its datasets, the
 * CSRF token its chart queries post with), started as soon as the route is known, while the page's
 * own code is still downloading; loadDashboard then finds the same requests in flight.
 */
import { prefetchCsrfToken } from '../../../api/client';
import { dashboardsApi } from '../../../api/dashboards';
import type { AppDispatch } from '../../../app/store';

export function prefetchDashboard(dispatch: AppDispatch, idOrSlug: string): void {
  if (!idOrSlug) return;
  dispatch(dashboardsApi.util.prefetch('getDashboard', idOrSlug, {}));
  dispatch(dashboardsApi.util.prefetch('getDashboardCharts', idOrSlug, {}));
  dispatch(dashboardsApi.util.prefetch('getDashboardDatasets', idOrSlug, {}));
  prefetchCsrfToken();
}
