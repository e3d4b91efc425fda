/**
 * A dashboard's filter state behind a short key (`?native_filters_key=`, reference §3.1): the
 * applied data mask as a JSON string, remembered per browser tab (`tab_id`).
 */
import { request } from './client';

const filterStateEndpoint = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/filter_state`;

/** POST …/filter_state → 201 `{key}`. */
export async function createDashboardFilterState(dashboardId: number, value: string, tabId: number): Promise<string> {
  const { json } = await request<{ key: string }>({
    method: 'POST',
    endpoint: `${filterStateEndpoint(dashboardId)}?tab_id=${tabId}`,
    jsonPayload: { value },
  });
  return json.key;
}

/** PUT …/filter_state/{key} → `{key}`: the same key, or a new one when the server made one. */
export async function updateDashboardFilterState(
  dashboardId: number,
  key: string,
  value: string,
  tabId: number,
): Promise<string> {
  const { json } = await request<{ key?: string; message?: string }>({
    method: 'PUT',
    endpoint: `${filterStateEndpoint(dashboardId)}/${encodeURIComponent(key)}?tab_id=${tabId}`,
    jsonPayload: { value },
  });
  return json.key ?? key;
}

/** GET …/filter_state/{key} → `{value}` (a JSON string), or null when the key is unknown. */
export async function getDashboardFilterState(dashboardId: number, key: string): Promise<string | null> {
  const { json } = await request<{ value?: string }>({
    endpoint: `${filterStateEndpoint(dashboardId)}/${encodeURIComponent(key)}`,
  });
  return typeof json.value === 'string' ? json.value : null;
}
