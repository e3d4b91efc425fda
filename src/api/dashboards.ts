/**
 * DashboardRestApi, the parts explore's save modal needs: the dashboards a user can add a chart to,
 * and creating one by title.
 */
import { request } from './client';

export interface DashboardOption {
  id: number;
  dashboard_title: string;
}

export async function fetchEditableDashboards(search = ''): Promise<DashboardOption[]> {
  const { json } = await request<{ result?: DashboardOption[] }>({
    endpoint: '/api/v1/dashboard/',
    rison: {
      columns: ['id', 'dashboard_title'],
      filters: [{ col: 'dashboard_title', opr: 'ct', value: search }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 100,
    },
  });
  return json.result ?? [];
}

export async function createDashboard(dashboardTitle: string): Promise<DashboardOption> {
  const { json } = await request<{ id: number; result?: { dashboard_title?: string } }>({
    method: 'POST',
    endpoint: '/api/v1/dashboard/',
    jsonPayload: { dashboard_title: dashboardTitle },
  });
  return { id: json.id, dashboard_title: json.result?.dashboard_title ?? dashboardTitle };
}
