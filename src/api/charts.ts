/**
 * ChartRestApi (reference §2.1–2.3): save and overwrite a chart, favourites, and the chart list as
 * RTK Query endpoints (list cached, invalidated by saves, deletes and stars).
 */
import { api } from './baseApi';
import { request } from './client';
import type { ListFilter } from './databases';

export interface ChartWriteBody {
  slice_name?: string;
  viz_type?: string;
  params?: string;
  query_context?: string;
  datasource_id?: number;
  datasource_type?: string;
  dashboards?: number[];
  owners?: number[];
  description?: string | null;
  cache_timeout?: number | null;
}

export interface ChartOwner {
  id: number;
  first_name?: string;
  last_name?: string;
}

export interface ChartListItem {
  id: number;
  slice_name: string;
  viz_type: string;
  url?: string;
  datasource_id?: number;
  datasource_type?: string;
  datasource_name_text?: string;
  datasource_url?: string;
  description?: string | null;
  changed_on_delta_humanized?: string;
  changed_on_utc?: string;
  owners?: ChartOwner[];
  changed_by?: { first_name?: string; last_name?: string } | null;
  dashboards?: { id: number; dashboard_title: string }[];
}

export interface ChartListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export interface ChartList {
  count: number;
  result: ChartListItem[];
}

export async function createChart(body: ChartWriteBody): Promise<{ id: number; result: ChartWriteBody }> {
  const { json } = await request<{ id: number; result: ChartWriteBody }>({ method: 'POST', endpoint: '/api/v1/chart/', jsonPayload: body });
  return json;
}

export async function updateChart(id: number, body: ChartWriteBody): Promise<{ id: number; result: ChartWriteBody }> {
  const { json } = await request<{ id: number; result: ChartWriteBody }>({ method: 'PUT', endpoint: `/api/v1/chart/${id}`, jsonPayload: body });
  return json;
}

export async function fetchChartFavoriteStatus(ids: number[]): Promise<Record<number, boolean>> {
  const { json } = await request<{ result: { id: number; value: boolean }[] }>({ endpoint: '/api/v1/chart/favorite_status/', rison: ids });
  return Object.fromEntries(json.result.map((entry) => [entry.id, entry.value]));
}

export async function setChartFavorite(id: number, favorite: boolean): Promise<void> {
  await request({ method: favorite ? 'POST' : 'DELETE', endpoint: `/api/v1/chart/${id}/favorites/` });
}

export const DEFAULT_CHART_LIST_QUERY: ChartListQuery = { order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 };

export const chartsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCharts: builder.query<ChartList, ChartListQuery | void>({
      query: (query) => ({ endpoint: '/api/v1/chart/', rison: { ...DEFAULT_CHART_LIST_QUERY, ...(query ?? {}) } }),
      transformResponse: (raw: { count?: number; result?: ChartListItem[] }): ChartList => ({ count: raw.count ?? 0, result: raw.result ?? [] }),
      providesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
    getChartFavorites: builder.query<Record<number, boolean>, number[]>({
      query: (ids) => ({ endpoint: '/api/v1/chart/favorite_status/', rison: ids }),
      transformResponse: (raw: { result?: { id: number; value: boolean }[] }) => Object.fromEntries((raw.result ?? []).map((entry) => [entry.id, entry.value])),
      providesTags: [{ type: 'Favorite', id: 'chart' }],
    }),
    toggleChartFavorite: builder.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({ method: favorite ? 'POST' : 'DELETE', endpoint: `/api/v1/chart/${id}/favorites/` }),
      invalidatesTags: [{ type: 'Favorite', id: 'chart' }],
    }),
    deleteCharts: builder.mutation<unknown, number[]>({
      query: (ids) => ({ method: 'DELETE', endpoint: '/api/v1/chart/', rison: ids }),
      invalidatesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
  }),
});

export const { useGetChartsQuery, useGetChartFavoritesQuery, useToggleChartFavoriteMutation, useDeleteChartsMutation } = chartsApi;

/** Tells cached chart lists that a chart was saved. */
export const chartListInvalidated = () => chartsApi.util.invalidateTags([{ type: 'Chart', id: 'LIST' }]);
