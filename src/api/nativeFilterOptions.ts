/**
 * What native filter controls read from the server: the result of a filter's option query (its
 * values, or a range's bounds) and the temporal columns of a filter's dataset.
 */
import { ABORTED_REQUEST_ERROR, api } from './baseApi';
import { postChartData } from './chartData';
import type { ChartDataQueryResult, QueryContext } from './chartDataTypes';
import { getClientErrorObject, isAbortError } from './errors';

const RESULTS_BEING_PREPARED_MESSAGE = 'The results are being prepared; try again in a moment.';
const EMPTY_REPLY_MESSAGE = 'The query returned no result.';

/** One column of a dataset, as GET /api/v1/dataset/{id} lists it. */
interface FilterDatasetColumn {
  column_name: string;
  verbose_name?: string | null;
  is_dttm?: boolean;
}

interface DatasetColumnsReply {
  result: { columns?: FilterDatasetColumn[] };
}

/** Only the columns' fields the time column control shows. */
const DATASET_COLUMN_FIELDS = ['columns.column_name', 'columns.verbose_name', 'columns.is_dttm'];

const nativeFilterOptionsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** The first query's result of an option query context; cached per whole context. */
    getNativeFilterOptions: builder.query<ChartDataQueryResult, { queryContext: QueryContext; dashboardId?: number }>({
      async queryFn({ queryContext, dashboardId }, { signal }) {
        try {
          const reply = await postChartData(queryContext, { signal, dashboardId });
          if (reply.kind !== 'sync') return { error: { error: RESULTS_BEING_PREPARED_MESSAGE } };
          const [first] = reply.result;
          if (!first) return { error: { error: EMPTY_REPLY_MESSAGE } };
          if (first.error) return { error: { error: first.error, errors: first.errors } };
          return { data: first };
        } catch (caught) {
          if (isAbortError(caught)) return { error: ABORTED_REQUEST_ERROR };
          return { error: await getClientErrorObject(caught) };
        }
      },
      providesTags: (_result, _error, { queryContext }) => [
        { type: 'Dataset' as const, id: queryContext.datasource.id },
      ],
    }),
    /** The temporal columns (`is_dttm`) of a dataset. */
    getDatasetTemporalColumns: builder.query<FilterDatasetColumn[], number>({
      query: (datasetId) => ({
        endpoint: `/api/v1/dataset/${datasetId}`,
        rison: { keys: ['none'], columns: DATASET_COLUMN_FIELDS },
      }),
      transformResponse: (reply: DatasetColumnsReply) =>
        (reply.result.columns ?? []).filter((column) => column.is_dttm),
      providesTags: (_columns, _error, datasetId) => [{ type: 'Dataset' as const, id: datasetId }],
    }),
  }),
});

export const { useGetNativeFilterOptionsQuery, useGetDatasetTemporalColumnsQuery } = nativeFilterOptionsApi;
