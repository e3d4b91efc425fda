/**
 * ChartRestApi (reference §2.1–2.3): save and overwrite a chart, favourites, and the chart list as
 * RTK Query endpoints (list cached, invalidated by saves, deletes and stars).
 */
import { api } from './baseApi';
import type { ChartDataQueryResult, QueryFormData, QueryObject, QueryObjectFilter } from './chartDataTypes';
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

interface ChartOwner {
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
  changed_by?: { id?: number; first_name?: string; last_name?: string } | null;
  changed_by_name?: string;
  dashboards?: { id: number; dashboard_title: string }[];
  /** The chart's saved form data as text, and as an object where the server sends it. */
  params?: string | null;
  form_data?: QueryFormData;
  uuid?: string;
}

interface ChartListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

interface ChartList {
  count: number;
  result: ChartListItem[];
}

export const CHART_LIST_PAGE_SIZE = 25;

/** The chart list's sortable columns, as the server names them. */
export const CHART_LIST_SORT_COLUMNS = [
  'slice_name',
  'viz_type',
  'datasource_name',
  'changed_on_delta_humanized',
] as const;
export type ChartListSortColumn = (typeof CHART_LIST_SORT_COLUMNS)[number];

/** What the chart list page filters by; an undefined field is no filter. */
export interface ChartListFilterValues {
  /** Searched in name, description, viz type and table name (`chart_all_text`). */
  search?: string;
  /** A user id among the chart's owners (`rel_m_m`). */
  ownerId?: number;
  vizType?: string;
  datasetId?: number;
  /** Only the user's favourites (true) or only the others (false). */
  favorite?: boolean;
}

export interface ChartListRequest extends ChartListFilterValues {
  orderColumn?: ChartListSortColumn;
  orderDirection?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** The list filters, in Superset's `(col, opr, value)` form. */
export function chartListFilters({
  search,
  ownerId,
  vizType,
  datasetId,
  favorite,
}: ChartListFilterValues): ListFilter[] {
  const filters: ListFilter[] = [];
  const text = search?.trim() ?? '';
  if (text) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: text });
  if (ownerId !== undefined) filters.push({ col: 'owners', opr: 'rel_m_m', value: ownerId });
  if (vizType) filters.push({ col: 'viz_type', opr: 'eq', value: vizType });
  if (datasetId !== undefined) filters.push({ col: 'datasource_id', opr: 'eq', value: datasetId });
  if (favorite !== undefined) filters.push({ col: 'id', opr: 'chart_is_favorite', value: favorite });
  return filters;
}

/** The rison `q` of `GET /api/v1/chart/` for the list page (reference §2.1). */
export function chartListRison({
  orderColumn = 'changed_on_delta_humanized',
  orderDirection = 'desc',
  page = 0,
  pageSize = CHART_LIST_PAGE_SIZE,
  ...filterValues
}: ChartListRequest = {}): ChartListQuery {
  const filters = chartListFilters(filterValues);
  return {
    order_column: orderColumn,
    order_direction: orderDirection,
    page,
    page_size: pageSize,
    ...(filters.length > 0 ? { filters } : {}),
  };
}

/** One user of `GET /api/v1/chart/related/owners`: `value` is the user id, `text` the name. */
interface ChartRelatedUser {
  value: number;
  text: string;
  extra?: { active?: boolean; email?: string };
}

/** The rison `q` of a related-owners request: names containing `filter`, one page of `pageSize`. */
export function chartRelatedOwnersRison(filter: string, pageSize: number) {
  return { filter: filter.trim(), page: 0, page_size: pageSize };
}

export async function createChart(body: ChartWriteBody): Promise<{ id: number; result: ChartWriteBody }> {
  const { json } = await request<{ id: number; result: ChartWriteBody }>({
    method: 'POST',
    endpoint: '/api/v1/chart/',
    jsonPayload: body,
  });
  return json;
}

export async function updateChart(id: number, body: ChartWriteBody): Promise<{ id: number; result: ChartWriteBody }> {
  const { json } = await request<{ id: number; result: ChartWriteBody }>({
    method: 'PUT',
    endpoint: `/api/v1/chart/${id}`,
    jsonPayload: body,
  });
  return json;
}

/** The ids of the dashboards a chart is on: GET /api/v1/chart/{id}?q=(columns:!(dashboards.id)). */
export async function fetchChartDashboardIds(id: number): Promise<number[]> {
  const { json } = await request<{ result: { dashboards?: { id: number }[] | null } }>({
    endpoint: `/api/v1/chart/${id}`,
    rison: { columns: ['dashboards.id'] },
  });
  return (json.result.dashboards ?? []).map((dashboard) => dashboard.id);
}

/** What drill to detail asks the samples view for: the chart's filters and time plus the drill's. */
export interface DrillDetailPayload {
  filters: QueryObjectFilter[];
  extras: NonNullable<QueryObject['extras']>;
  time_range?: string;
  granularity?: string;
}

interface DrillDetailRequest {
  datasourceId: number;
  datasourceType: string;
  payload: DrillDetailPayload;
  /** 1-based, as the server counts pages. */
  page: number;
  perPage: number;
}

/** One page of the rows behind a chart (Superset's drill-detail reply, with the paging). */
export interface DrillDetailPage extends ChartDataQueryResult {
  page: number;
  per_page: number;
  total_count: number;
}

/** The `Favorite` tag of one chart: a star anywhere refetches every favourite status that lists it. */
const chartFavoriteTag = (id: number) => ({ type: 'Favorite' as const, id: `chart-${id}` });

const DEFAULT_CHART_LIST_QUERY: ChartListQuery = {
  order_column: 'changed_on_delta_humanized',
  order_direction: 'desc',
  page: 0,
  page_size: 25,
};

export const chartsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCharts: builder.query<ChartList, ChartListQuery | void>({
      query: (query) => ({ endpoint: '/api/v1/chart/', rison: { ...DEFAULT_CHART_LIST_QUERY, ...(query ?? {}) } }),
      transformResponse: (raw: { count?: number; result?: ChartListItem[] }): ChartList => ({
        count: raw.count ?? 0,
        result: raw.result ?? [],
      }),
      providesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
    getChartFavorites: builder.query<Record<number, boolean>, number[]>({
      query: (ids) => ({ endpoint: '/api/v1/chart/favorite_status/', rison: ids }),
      transformResponse: (raw: { result?: { id: number; value: boolean }[] }) =>
        Object.fromEntries((raw.result ?? []).map((entry) => [entry.id, entry.value])),
      providesTags: (_status, _error, ids) => ids.map(chartFavoriteTag),
    }),
    toggleChartFavorite: builder.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        method: favorite ? 'POST' : 'DELETE',
        endpoint: `/api/v1/chart/${id}/favorites/`,
      }),
      invalidatesTags: (_result, _error, { id }) => [chartFavoriteTag(id)],
    }),
    /** DELETE /api/v1/chart/?q=!(1,2): answers `{"message": "Deleted 2 charts"}`; resolves to that message. */
    deleteCharts: builder.mutation<string, number[]>({
      query: (ids) => ({ method: 'DELETE', endpoint: '/api/v1/chart/', rison: ids }),
      transformResponse: (raw: { message?: string } | null) => raw?.message ?? '',
      invalidatesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
    /** DELETE /api/v1/chart/<id>: one chart. */
    deleteChart: builder.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/chart/${id}` }),
      transformResponse: () => undefined,
      invalidatesTags: [{ type: 'Chart', id: 'LIST' }],
    }),
    /** GET /api/v1/chart/related/owners: the users the owner filter offers, by name. */
    getChartRelatedOwners: builder.query<ChartRelatedUser[], { filter: string; pageSize: number }>({
      query: ({ filter, pageSize }) => ({
        endpoint: '/api/v1/chart/related/owners',
        rison: chartRelatedOwnersRison(filter, pageSize),
      }),
      transformResponse: (raw: { result?: ChartRelatedUser[] } | null) => raw?.result ?? [],
    }),
    /**
     * POST /datasource/samples with a body: the drill-detail query Superset's drill to detail pages
     * through (reference §2.5). Each page is cached by its arguments.
     */
    getDrillDetail: builder.query<DrillDetailPage, DrillDetailRequest>({
      query: ({ datasourceId, datasourceType, payload, page, perPage }) => ({
        method: 'POST',
        endpoint: '/datasource/samples',
        searchParams: {
          force: 'false',
          datasource_type: datasourceType,
          datasource_id: datasourceId,
          page,
          per_page: perPage,
        },
        jsonPayload: payload,
      }),
      transformResponse: (raw: { result: DrillDetailPage }) => raw.result,
    }),
  }),
});

export const {
  useGetChartsQuery,
  useGetChartFavoritesQuery,
  useToggleChartFavoriteMutation,
  useDeleteChartsMutation,
  useDeleteChartMutation,
  useGetChartRelatedOwnersQuery,
  useGetDrillDetailQuery,
} = chartsApi;

/** Tells cached chart lists that a chart was saved. */
export const chartListInvalidated = () => chartsApi.util.invalidateTags([{ type: 'Chart', id: 'LIST' }]);
