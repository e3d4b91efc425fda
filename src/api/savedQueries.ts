/**
 * Saved queries (`/api/v1/saved_query/`, reference superset-api-sqllab §4.1) and the legacy
 * `/savedqueryviewapi/api/create` the schedule form posts to (§4.2). Field names are the server's;
 * `features/sqlLab/savedQueryMapping.ts` converts them to the client's.
 */
import { api } from './baseApi';
import { request } from './client';
import type { ListFilter } from './databases';

interface SavedQueryUser {
  id?: number;
  first_name?: string;
  last_name?: string;
}

/** What POST and PUT send. */
export interface SavedQueryBody {
  db_id: number;
  label: string;
  description: string;
  catalog?: string | null;
  schema: string | null;
  sql: string;
  template_parameters?: string | null;
  /** A JSON string, e.g. `{"schedule_info": {...}}`. */
  extra_json?: string;
}

/** GET /api/v1/saved_query/<id> `result`. */
export interface SavedQuery {
  id: number;
  label: string;
  description: string | null;
  database: { id: number; database_name?: string };
  db_id?: number;
  catalog?: string | null;
  schema: string | null;
  sql: string;
  sql_tables?: { catalog?: string | null; schema?: string | null; table: string }[];
  template_parameters?: string | null;
  extra_json?: string | null;
  changed_on?: string;
  changed_on_delta_humanized?: string;
  created_by?: SavedQueryUser | null;
  changed_by?: SavedQueryUser | null;
}

/** One row of GET /api/v1/saved_query/. */
export interface SavedQueryListItem {
  id: number;
  label: string;
  description: string | null;
  db_id?: number;
  database?: { id: number; database_name?: string };
  catalog?: string | null;
  schema: string | null;
  sql: string;
  sql_tables?: { catalog?: string | null; schema?: string | null; table: string }[];
  extra?: string | null;
  rows?: number | null;
  last_run_delta_humanized?: string | null;
  changed_on?: string;
  changed_on_delta_humanized?: string;
  created_on?: string;
  created_by?: SavedQueryUser | null;
  changed_by?: SavedQueryUser | null;
  tags?: { id: number; name: string; type?: number | string }[];
}

interface SavedQueryList {
  count: number;
  ids: number[];
  result: SavedQueryListItem[];
}

interface SavedQueryListQuery {
  /** Searched in label, description and SQL (Superset's `all_text` filter). */
  search?: string;
  orderColumn?: string;
  orderDirection?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export const SAVED_QUERY_PAGE_SIZE = 25;

/** The rison `q` of a list request. */
export function savedQueryListRison({
  search = '',
  orderColumn = 'changed_on_delta_humanized',
  orderDirection = 'desc',
  page = 0,
  pageSize = SAVED_QUERY_PAGE_SIZE,
}: SavedQueryListQuery = {}) {
  const filters: ListFilter[] = search.trim() ? [{ col: 'label', opr: 'all_text', value: search.trim() }] : [];
  return {
    order_column: orderColumn,
    order_direction: orderDirection,
    page,
    page_size: pageSize,
    ...(filters.length > 0 ? { filters } : {}),
  };
}

interface SavedQueryWriteReply {
  id: number;
  result: Partial<SavedQueryBody>;
}

/** POST /api/v1/saved_query/ → 201 `{id, result}`. */
export async function createSavedQuery(body: SavedQueryBody): Promise<SavedQueryWriteReply> {
  const { json } = await request<SavedQueryWriteReply>({
    method: 'POST',
    endpoint: '/api/v1/saved_query/',
    jsonPayload: body,
  });
  return json;
}

/** PUT /api/v1/saved_query/<id> → `{id, result}`. */
export async function updateSavedQuery(id: number, body: SavedQueryBody): Promise<SavedQueryWriteReply> {
  const { json } = await request<SavedQueryWriteReply>({
    method: 'PUT',
    endpoint: `/api/v1/saved_query/${id}`,
    jsonPayload: body,
  });
  return json;
}

/** GET /api/v1/saved_query/<id>: the query with its database. */
export async function getSavedQuery(id: number | string): Promise<SavedQuery> {
  const { json } = await request<{ id: number; result: SavedQuery }>({
    endpoint: `/api/v1/saved_query/${encodeURIComponent(String(id))}`,
  });
  return { ...json.result, id: json.result.id ?? json.id };
}

/** The schedule form's body: a saved query whose `extra_json` holds `{"schedule_info": …}`. */
interface ScheduledQueryBody {
  label: string;
  description: string;
  db_id: number;
  schema: string | null;
  sql: string;
  extra_json: string;
}

/** POST /savedqueryviewapi/api/create (form fields) → `{item: {...}, message: 'Added Row'}`. */
export async function createScheduledQuery(body: ScheduledQueryBody): Promise<{ id: number | null }> {
  const { json } = await request<{ item?: { id?: number } }>({
    method: 'POST',
    endpoint: '/savedqueryviewapi/api/create',
    postPayload: { ...body },
  });
  return { id: json?.item?.id ?? null };
}

const SAVED_QUERY_LIST_TAG = { type: 'SavedQuery' as const, id: 'LIST' };

const savedQueriesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getSavedQueries: builder.query<SavedQueryList, SavedQueryListQuery>({
      query: (listQuery) => ({ endpoint: '/api/v1/saved_query/', rison: savedQueryListRison(listQuery) }),
      transformResponse: (raw: Partial<SavedQueryList> | null): SavedQueryList => {
        const result = raw?.result ?? [];
        return { count: raw?.count ?? result.length, ids: raw?.ids ?? result.map((item) => item.id), result };
      },
      providesTags: (list) => [
        SAVED_QUERY_LIST_TAG,
        ...(list?.result ?? []).map(({ id }) => ({ type: 'SavedQuery' as const, id })),
      ],
    }),
    deleteSavedQuery: builder.mutation<void, number>({
      query: (id) => ({ method: 'DELETE', endpoint: `/api/v1/saved_query/${id}` }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, id) => [SAVED_QUERY_LIST_TAG, { type: 'SavedQuery', id }],
    }),
    /** DELETE /api/v1/saved_query/?q=!(1,2): answers `{"message": "Deleted 2 saved queries"}`. */
    deleteSavedQueries: builder.mutation<string, number[]>({
      query: (ids) => ({ method: 'DELETE', endpoint: '/api/v1/saved_query/', rison: ids }),
      transformResponse: (raw: { message?: string } | null) => raw?.message ?? '',
      invalidatesTags: [SAVED_QUERY_LIST_TAG],
    }),
  }),
});

export const { useGetSavedQueriesQuery, useDeleteSavedQueryMutation, useDeleteSavedQueriesMutation } = savedQueriesApi;

/** Tells cached saved-query lists to refetch (after a save or an update from SQL Lab). */
export const invalidateSavedQueryList = () => savedQueriesApi.util.invalidateTags([SAVED_QUERY_LIST_TAG]);
