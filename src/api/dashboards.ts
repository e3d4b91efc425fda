/**
 * DashboardRestApi (reference §3.1–§3.3, §3.8): a dashboard with its charts and datasets, its
 * favourite status, publishing, deleting, permalinks, the dashboards a chart can be added to, and
 * creating one by title. Every read is cached by RTK Query and invalidated by the writes.
 */
import rison from 'rison';
import { api } from './baseApi';
import { makeUrl } from './client';
import type { QueryFormData } from './chartDataTypes';
import type { DatasourceMeta } from './datasourceTypes';

interface DashboardOption {
  id: number;
  dashboard_title: string;
}

interface DashboardPerson {
  id: number;
  first_name?: string;
  last_name?: string;
}

/** A layout component as stored in `position_json` (reference §3.4). */
export interface StoredLayoutComponent {
  id: string;
  type: string;
  children?: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
}

/** `json_metadata`, parsed; unknown keys are kept as they came (reference §8.10). */
interface DashboardMetadata extends Record<string, unknown> {
  color_scheme?: string;
  color_namespace?: string;
  label_colors?: Record<string, string>;
  shared_label_colors?: Record<string, string> | string[];
  refresh_frequency?: number;
  timed_refresh_immune_slices?: number[];
  stagger_refresh?: boolean;
  stagger_time?: number;
  expanded_slices?: Record<string, boolean>;
  cross_filters_enabled?: boolean;
}

/** GET /api/v1/dashboard/{id_or_slug} with its JSON strings parsed (reference §3.2). */
export interface DashboardInfo {
  id: number;
  slug: string | null;
  url?: string;
  dashboard_title: string;
  published: boolean;
  css: string;
  metadata: DashboardMetadata;
  /** The stored layout, or null when it is empty or not valid JSON. */
  position_data: Record<string, StoredLayoutComponent> | null;
  owners: DashboardPerson[];
  roles?: { id: number; name: string }[];
  certified_by?: string | null;
  certification_details?: string | null;
  /** When it was last saved (ISO): a save compares it with the server's to notice another's save. */
  changed_on?: string;
  changed_on_delta_humanized?: string;
  changed_by_name?: string;
  uuid?: string;
}

/** The wire shape: json_metadata and position_json are strings. */
type DashboardWire = Omit<DashboardInfo, 'metadata' | 'position_data' | 'css' | 'owners'> & {
  css?: string | null;
  owners?: DashboardPerson[];
  json_metadata?: string | null;
  position_json?: string | null;
};

/** One item of GET /api/v1/dashboard/{id_or_slug}/charts (its form_data carries slice_id). */
export interface DashboardChart {
  id: number;
  slice_name: string;
  slice_url?: string;
  form_data: QueryFormData;
  description?: string | null;
  description_markeddown?: string | null;
  cache_timeout?: number | null;
  changed_on?: string;
}

/** The state behind a dashboard permalink (reference §3.8). */
export interface DashboardPermalinkState {
  dataMask?: Record<string, unknown>;
  activeTabs?: string[];
  anchor?: string;
  urlParams?: [string, string][];
}

/** POST /api/v1/dashboard/{id}/copy/ ('Save as', reference §3.3): `json_metadata` carries `positions`. */
export interface DashboardCopyBody {
  dashboard_title: string;
  css: string;
  duplicate_slices: boolean;
  json_metadata: string;
}

interface DashboardPermalinkValue {
  dashboardId: string | number;
  state: DashboardPermalinkState;
}

function parseJsonObject<T>(text: string | null | undefined): T | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as T) : null;
  } catch {
    return null;
  }
}

/** The reply of GET /api/v1/dashboard/{id_or_slug}, its JSON strings parsed. */
export function parseDashboardInfo(wire: DashboardWire): DashboardInfo {
  const { json_metadata: metadataText, position_json: positionText, ...rest } = wire;
  const positions = parseJsonObject<Record<string, StoredLayoutComponent>>(positionText);
  return {
    ...rest,
    css: wire.css ?? '',
    owners: wire.owners ?? [],
    metadata: parseJsonObject<DashboardMetadata>(metadataText) ?? {},
    position_data: positions && Object.keys(positions).length > 0 ? positions : null,
  };
}

/** The address of a dashboard's export bundle (a ZIP download, opened by the browser). */
export function dashboardExportUrl(ids: number[]): string {
  return makeUrl(`/api/v1/dashboard/export/?q=${encodeURIComponent(rison.encode(ids))}`);
}

const dashboardTag = (idOrSlug: number | string) => ({ type: 'Dashboard' as const, id: String(idOrSlug) });

export const dashboardsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getDashboard: builder.query<DashboardInfo, number | string>({
      query: (idOrSlug) => ({ endpoint: `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}` }),
      transformResponse: (raw: { result: DashboardWire }) => parseDashboardInfo(raw.result),
      providesTags: (info, _error, idOrSlug) =>
        info ? [dashboardTag(idOrSlug), dashboardTag(info.id)] : [dashboardTag(idOrSlug)],
    }),
    getDashboardCharts: builder.query<DashboardChart[], number | string>({
      query: (idOrSlug) => ({ endpoint: `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}/charts` }),
      transformResponse: (raw: { result?: DashboardChart[] }) => raw.result ?? [],
      providesTags: (_charts, _error, idOrSlug) => [dashboardTag(idOrSlug)],
    }),
    getDashboardDatasets: builder.query<DatasourceMeta[], number | string>({
      query: (idOrSlug) => ({ endpoint: `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}/datasets` }),
      transformResponse: (raw: { result?: DatasourceMeta[] }) => raw.result ?? [],
      providesTags: (_datasets, _error, idOrSlug) => [dashboardTag(idOrSlug)],
    }),
    getDashboardFavoriteStatus: builder.query<boolean, number>({
      query: (id) => ({ endpoint: '/api/v1/dashboard/favorite_status/', rison: [id] }),
      transformResponse: (raw: { result?: { id: number; value: boolean }[] }, _meta, id) =>
        Array.isArray(raw.result) && Boolean(raw.result.find((entry) => entry.id === id)?.value),
      providesTags: [{ type: 'Favorite', id: 'dashboard' }],
    }),
    setDashboardFavorite: builder.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        method: favorite ? 'POST' : 'DELETE',
        endpoint: `/api/v1/dashboard/${id}/favorites/`,
      }),
      invalidatesTags: [{ type: 'Favorite', id: 'dashboard' }],
    }),
    /** PUT with `published` only: Superset's publish toggle (reference §3.3). */
    setDashboardPublished: builder.mutation<{ published: boolean }, { id: number; published: boolean }>({
      query: ({ id, published }) => ({
        method: 'PUT',
        endpoint: `/api/v1/dashboard/${id}`,
        jsonPayload: { published },
      }),
      transformResponse: (raw: { result?: { published?: boolean } }, _meta, { published }) => ({
        published: raw.result?.published ?? published,
      }),
      invalidatesTags: (_reply, _error, { id }) => [dashboardTag(id), { type: 'Dashboard', id: 'LIST' }],
    }),
    deleteDashboard: builder.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/dashboard/${id}` }),
      transformResponse: () => undefined,
      invalidatesTags: (_reply, _error, id) => [dashboardTag(id), { type: 'Dashboard', id: 'LIST' }],
    }),
    createDashboardPermalink: builder.mutation<
      { key: string; url: string },
      { id: number; state: DashboardPermalinkState }
    >({
      query: ({ id, state }) => ({
        method: 'POST',
        endpoint: `/api/v1/dashboard/${id}/permalink`,
        jsonPayload: state,
      }),
    }),
    getDashboardPermalink: builder.query<DashboardPermalinkValue, string>({
      query: (key) => ({ endpoint: `/api/v1/dashboard/permalink/${encodeURIComponent(key)}` }),
    }),
    /** The dashboards a chart can be added to (explore's save modal), newest change first. */
    getEditableDashboards: builder.query<DashboardOption[], string | void>({
      query: (search) => ({
        endpoint: '/api/v1/dashboard/',
        rison: {
          columns: ['id', 'dashboard_title'],
          filters: [{ col: 'dashboard_title', opr: 'ct', value: search ?? '' }],
          order_column: 'changed_on_delta_humanized',
          order_direction: 'desc',
          page: 0,
          page_size: 100,
        },
      }),
      transformResponse: (raw: { result?: DashboardOption[] }) => raw.result ?? [],
      providesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    copyDashboard: builder.mutation<
      { id: number; last_modified_time?: number },
      { id: number; body: DashboardCopyBody }
    >({
      query: ({ id, body }) => ({ method: 'POST', endpoint: `/api/v1/dashboard/${id}/copy/`, jsonPayload: body }),
      transformResponse: (raw: { result: { id: number; last_modified_time?: number } }) => raw.result,
      invalidatesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
    createDashboard: builder.mutation<DashboardOption, string>({
      query: (dashboardTitle) => ({
        method: 'POST',
        endpoint: '/api/v1/dashboard/',
        jsonPayload: { dashboard_title: dashboardTitle },
      }),
      transformResponse: (raw: { id: number; result?: { dashboard_title?: string } }, _meta, dashboardTitle) => ({
        id: raw.id,
        dashboard_title: raw.result?.dashboard_title ?? dashboardTitle,
      }),
      invalidatesTags: [{ type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetDashboardFavoriteStatusQuery,
  useSetDashboardFavoriteMutation,
  useSetDashboardPublishedMutation,
  useCreateDashboardPermalinkMutation,
  useGetDashboardPermalinkQuery,
  useGetEditableDashboardsQuery,
  useCopyDashboardMutation,
} = dashboardsApi;
