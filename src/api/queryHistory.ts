/** The query-history list page's cached read of `/api/v1/query/` (reference superset-api-sqllab §3.4). */
import { api } from './baseApi';
import type { ListFilter } from './databases';
import { listQueryRison, type QueryList, type QueryListRequest } from './queries';

const queryHistoryApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getQueryHistory: builder.query<QueryList, QueryListRequest>({
      query: (listRequest) => ({ endpoint: '/api/v1/query/', rison: listQueryRison(listRequest) }),
      transformResponse: (raw: Partial<QueryList>): QueryList => {
        const result = raw.result ?? [];
        return { count: raw.count ?? result.length, ids: raw.ids ?? [], result };
      },
    }),
  }),
});

export const { useGetQueryHistoryQuery } = queryHistoryApi;

/** The list filters of the page: a state and a text searched for in the SQL. */
export function queryHistoryFilters(status: string | null, sqlSearch: string): ListFilter[] {
  const filters: ListFilter[] = [];
  if (status) filters.push({ col: 'status', opr: 'eq', value: status });
  if (sqlSearch.trim()) filters.push({ col: 'sql', opr: 'ct', value: sqlSearch.trim() });
  return filters;
}
