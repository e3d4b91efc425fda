/** Datasource helpers (reference §2.5): a dataset's samples, cached per datasource and `force`. */
import { api } from './baseApi';
import type { ChartDataQueryResult } from './chartDataTypes';

interface SamplesResult extends ChartDataQueryResult {
  page?: number;
  per_page?: number;
  total_count?: number;
}

interface SamplesQuery {
  id: number;
  type: string;
  /** Ask the server to bypass its cache. */
  force?: boolean;
  page?: number;
  perPage?: number;
}

const datasourceApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getSamples: builder.query<SamplesResult, SamplesQuery>({
      query: ({ id, type, force = false, page, perPage }) => ({
        method: 'POST',
        endpoint: '/datasource/samples',
        searchParams: {
          force: force ? 'true' : 'false',
          datasource_type: type,
          datasource_id: id,
          ...(page ? { page } : {}),
          ...(perPage ? { per_page: perPage } : {}),
        },
        jsonPayload: {},
      }),
      transformResponse: (raw: { result: SamplesResult }) => raw.result,
      providesTags: (_samples, _error, { id }) => [{ type: 'Dataset' as const, id }],
    }),
  }),
});

export const { useLazyGetSamplesQuery } = datasourceApi;
