/**
 * DashboardRestApi for the dashboard list (reference §2.1, §3.1, §3.9): the list with its rison
 * filters, the related owners and roles, favourite status and stars, publishing, deleting one or
 * several, and the ZIP export and import. Reads are cached; the writes invalidate them.
 */
import { api } from './baseApi';
import { request } from './client';
import type { ListFilter } from './databases';

interface DashboardListPerson {
  id: number;
  first_name?: string;
  last_name?: string;
}

/** One row of `GET /api/v1/dashboard/` with the columns the list page selects. */
export interface DashboardListItem {
  id: number;
  dashboard_title: string;
  slug?: string | null;
  url?: string;
  published: boolean;
  status?: string;
  certified_by?: string | null;
  certification_details?: string | null;
  changed_by?: DashboardListPerson | null;
  changed_by_name?: string;
  changed_on_delta_humanized?: string;
  owners?: DashboardListPerson[];
}

interface DashboardListPage {
  count: number;
  result: DashboardListItem[];
}

export const DASHBOARD_LIST_PAGE_SIZE = 25;

/** The columns the list page asks for (FAB `select_columns`), all among Superset's list columns. */
export const DASHBOARD_LIST_COLUMNS = [
  'id',
  'dashboard_title',
  'slug',
  'url',
  'published',
  'status',
  'certified_by',
  'certification_details',
  'changed_by.id',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by_name',
  'changed_on_delta_humanized',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
] as const;

/** The list's sortable columns, as the server names them. */
export const DASHBOARD_LIST_SORT_COLUMNS = ['dashboard_title', 'published', 'changed_on_delta_humanized'] as const;
export type DashboardListSortColumn = (typeof DASHBOARD_LIST_SORT_COLUMNS)[number];

/** What the list page filters by; an undefined field is no filter. */
export interface DashboardListFilterValues {
  /** Searched in title and slug (`title_or_slug`). */
  search?: string;
  /** A user id among the dashboard's owners (`rel_m_m`). */
  ownerId?: number;
  published?: boolean;
  favorite?: boolean;
  certified?: boolean;
}

export interface DashboardListRequest extends DashboardListFilterValues {
  orderColumn?: DashboardListSortColumn;
  orderDirection?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** The list filters, in Superset's `(col, opr, value)` form. */
function dashboardListFilters({
  search,
  ownerId,
  published,
  favorite,
  certified,
}: DashboardListFilterValues): ListFilter[] {
  const filters: ListFilter[] = [];
  const text = search?.trim() ?? '';
  if (text) filters.push({ col: 'dashboard_title', opr: 'title_or_slug', value: text });
  if (ownerId !== undefined) filters.push({ col: 'owners', opr: 'rel_m_m', value: ownerId });
  if (published !== undefined) filters.push({ col: 'published', opr: 'eq', value: published });
  if (favorite !== undefined) filters.push({ col: 'id', opr: 'dashboard_is_favorite', value: favorite });
  if (certified !== undefined) filters.push({ col: 'id', opr: 'dashboard_is_certified', value: certified });
  return filters;
}

/** The rison `q` of `GET /api/v1/dashboard/` for the list page. */
export function dashboardListRison({
  orderColumn = 'changed_on_delta_humanized',
  orderDirection = 'desc',
  page = 0,
  pageSize = DASHBOARD_LIST_PAGE_SIZE,
  ...filterValues
}: DashboardListRequest = {}) {
  const filters = dashboardListFilters(filterValues);
  return {
    order_column: orderColumn,
    order_direction: orderDirection,
    page,
    page_size: pageSize,
    select_columns: [...DASHBOARD_LIST_COLUMNS],
    ...(filters.length > 0 ? { filters } : {}),
  };
}

/** One entry of `GET /api/v1/dashboard/related/<owners|roles>`: `value` is the id, `text` the name. */
interface DashboardRelatedEntry {
  value: number;
  text: string;
  extra?: Record<string, unknown>;
}

export type DashboardRelation = 'owners' | 'roles';

interface DashboardExportBundle {
  blob: Blob;
  fileName: string;
}

/** The file name a Content-Disposition header gives, else Superset's default name. */
export function exportFileName(contentDisposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match ? decodeURIComponent(match[1].trim()) : 'dashboard_export.zip';
}

/** GET /api/v1/dashboard/export/?q=!(ids): the ZIP bundle, read whole so a refusal becomes a ClientError. */
export async function fetchDashboardExport(ids: readonly number[]): Promise<DashboardExportBundle> {
  const response = await request({ endpoint: '/api/v1/dashboard/export/', rison: [...ids], parseMethod: 'raw' });
  return { blob: await response.blob(), fileName: exportFileName(response.headers.get('Content-Disposition')) };
}

interface DashboardImportRequest {
  file: File;
  /** Sent as `overwrite: "true"` once the user confirmed overwriting. */
  overwrite: boolean;
  /** Database file name → password, for bundles whose databases need one. */
  passwords: Record<string, string>;
}

/** The multipart body of `POST /api/v1/dashboard/import/`, as Superset's import modal sends it. */
export function dashboardImportFormData({ file, overwrite, passwords }: DashboardImportRequest): FormData {
  const form = new FormData();
  form.append('formData', file);
  form.append('passwords', JSON.stringify(passwords));
  if (overwrite) form.append('overwrite', 'true');
  return form;
}

/** The `Favorite` tag of one dashboard's star. */
const dashboardFavoriteTag = (id: number) => ({ type: 'Favorite' as const, id: `dashboard-${id}` });
/** The dashboard page's own favourite status is cached under this tag: stars here refresh it too. */
const DASHBOARD_PAGE_FAVORITE_TAG = { type: 'Favorite' as const, id: 'dashboard' };
const DASHBOARD_LIST_TAG = { type: 'Dashboard' as const, id: 'LIST' };
const dashboardTag = (id: number) => ({ type: 'Dashboard' as const, id: String(id) });

export const dashboardListApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getDashboardListPage: builder.query<DashboardListPage, DashboardListRequest>({
      query: (request) => ({ endpoint: '/api/v1/dashboard/', rison: dashboardListRison(request) }),
      transformResponse: (raw: { count?: number; result?: DashboardListItem[] } | null): DashboardListPage => ({
        count: raw?.count ?? 0,
        result: raw?.result ?? [],
      }),
      providesTags: (page) => [DASHBOARD_LIST_TAG, ...(page?.result ?? []).map((item) => dashboardTag(item.id))],
    }),
    getDashboardListFavorites: builder.query<Record<number, boolean>, number[]>({
      query: (ids) => ({ endpoint: '/api/v1/dashboard/favorite_status/', rison: ids }),
      transformResponse: (raw: { result?: { id: number; value: boolean }[] } | null) =>
        Object.fromEntries((raw?.result ?? []).map((entry) => [entry.id, entry.value])),
      providesTags: (_status, _error, ids) => [DASHBOARD_PAGE_FAVORITE_TAG, ...ids.map(dashboardFavoriteTag)],
    }),
    toggleDashboardListFavorite: builder.mutation<unknown, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => ({
        method: favorite ? 'POST' : 'DELETE',
        endpoint: `/api/v1/dashboard/${id}/favorites/`,
      }),
      invalidatesTags: (_result, _error, { id }) => [dashboardFavoriteTag(id), DASHBOARD_PAGE_FAVORITE_TAG],
    }),
    /** PUT with `published` only: publishing leaves every other field alone (reference §3.3). */
    setDashboardListPublished: builder.mutation<boolean, { id: number; published: boolean }>({
      query: ({ id, published }) => ({
        method: 'PUT',
        endpoint: `/api/v1/dashboard/${id}`,
        jsonPayload: { published },
      }),
      transformResponse: (raw: { result?: { published?: boolean } } | null, _meta, { published }) =>
        raw?.result?.published ?? published,
      invalidatesTags: (_result, _error, { id }) => [dashboardTag(id), DASHBOARD_LIST_TAG],
    }),
    /** DELETE /api/v1/dashboard/<id>. */
    deleteDashboardListItem: builder.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/dashboard/${id}` }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [dashboardTag(id), DASHBOARD_LIST_TAG],
    }),
    /** DELETE /api/v1/dashboard/?q=!(1,2): resolves to the server's message ('Deleted 2 dashboards'). */
    deleteDashboardListItems: builder.mutation<string, number[]>({
      query: (ids) => ({ method: 'DELETE', endpoint: '/api/v1/dashboard/', rison: ids }),
      transformResponse: (raw: { message?: string } | null) => raw?.message ?? '',
      invalidatesTags: (_result, _error, ids) => [...ids.map(dashboardTag), DASHBOARD_LIST_TAG],
    }),
    /** GET /api/v1/dashboard/related/<owners|roles>: the choices of the owner filter and the properties' pickers. */
    getDashboardRelated: builder.query<
      DashboardRelatedEntry[],
      { relation: DashboardRelation; filter: string; pageSize: number }
    >({
      query: ({ relation, filter, pageSize }) => ({
        endpoint: `/api/v1/dashboard/related/${relation}`,
        rison: { filter: filter.trim(), page: 0, page_size: pageSize },
      }),
      transformResponse: (raw: { result?: DashboardRelatedEntry[] } | null) => raw?.result ?? [],
    }),
    /** POST /api/v1/dashboard/import/ (multipart): resolves on success; a refusal arrives as a ClientError. */
    importDashboards: builder.mutation<void, DashboardImportRequest>({
      query: (request) => ({
        method: 'POST',
        endpoint: '/api/v1/dashboard/import/',
        formData: dashboardImportFormData(request),
      }),
      transformResponse: () => undefined,
      invalidatesTags: [DASHBOARD_LIST_TAG],
    }),
  }),
});

export const {
  useGetDashboardListPageQuery,
  useGetDashboardListFavoritesQuery,
  useToggleDashboardListFavoriteMutation,
  useSetDashboardListPublishedMutation,
  useDeleteDashboardListItemMutation,
  useDeleteDashboardListItemsMutation,
  useGetDashboardRelatedQuery,
  useImportDashboardsMutation,
} = dashboardListApi;
