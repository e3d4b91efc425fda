/**
 * Under the chart: 'View results' (the chart's query, result type `results`) and 'Samples' (the
 * dataset's rows), each in the virtualized grid with a pager; and the 'View query' modal. Rows come
 * from the RTK Query cache, keyed by the query context (or the datasource and page): a tab shows
 * what it already has for the current query and fetches only when the query changed or `force` is set.
 * Samples are paged by the server (`page`, `per_page`, `total_count`); results arrive whole and are
 * paged here.
 */
import { Button, Modal, Spin, Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { queryErrorText, type QueryError } from '../../../api/baseApi';
import { useLazyGetChartDataResultsQuery } from '../../../api/chartData';
import type { ChartDataQueryResult, QueryContext, QueryFormData } from '../../../api/chartDataTypes';
import { useLazyGetSamplesQuery } from '../../../api/datasource';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { DataGrid, type DataGridRow } from '../../../components/DataGrid';
import { DATA_PAGE_SIZE, DataPager, rowsOfPage } from '../../../components/DataPager';
import { ErrorBox } from '../../../components/ErrorBox';
import { getChartPlugin, resultCellFormat, resultGridColumns } from '../../charts';

const SAMPLES_ERROR_FALLBACK = 'Sorry, an error occurred';
const UNKNOWN_VIZ_TYPE_MESSAGE = 'Unknown visualization type';
const VIEW_QUERY_ERROR_FALLBACK = 'An error occurred while loading the SQL';
const NO_ROWS: readonly DataGridRow[] = [];

interface PaneQueryState {
  isUninitialized: boolean;
  isFetching: boolean;
  data?: ChartDataQueryResult;
  error?: QueryError;
}

interface ResultGridProps {
  state: PaneQueryState;
  /** The rows of the page shown; the whole reply's rows by default. */
  rows?: readonly DataGridRow[];
  contextError?: string;
  pager?: ReactNode;
}

function ResultGrid({ state, rows, contextError, pager }: ResultGridProps) {
  const columns = useMemo(() => (state.data ? resultGridColumns(state.data) : []), [state.data]);
  const cellFormat = useMemo(() => (state.data ? resultCellFormat(state.data) : undefined), [state.data]);
  if (contextError) return <ErrorBox message={contextError} source="explore" />;
  if (state.isUninitialized) return null;
  const errorText = state.isFetching ? undefined : queryErrorText(state.error);
  if (errorText !== undefined) return <ErrorBox message={errorText || SAMPLES_ERROR_FALLBACK} source="explore" />;
  return (
    <>
      {state.isFetching ? <Spin style={{ margin: 16 }} /> : null}
      {!state.isFetching && state.data ? (
        <DataGrid columns={columns} rows={rows ?? state.data.data} height={260} cellFormat={cellFormat} />
      ) : null}
      {pager}
    </>
  );
}

/** The samples' page, remembered per datasource: another dataset starts again at page 1. */
function useSamplesPage(datasourceId: number): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ datasourceId, page: 1 });
  const page = paging.datasourceId === datasourceId ? paging.page : 1;
  return [page, (next: number) => setPaging({ datasourceId, page: next })];
}

export function DataPane({ formData, datasource }: { formData: QueryFormData; datasource: DatasourceMeta }) {
  const [active, setActive] = useState<string | null>(null);
  const [contextError, setContextError] = useState<string | undefined>();
  const [resultsPage, setResultsPage] = useState(1);
  const [samplesPage, setSamplesPage] = useSamplesPage(datasource.id);
  const [loadResults, results] = useLazyGetChartDataResultsQuery();
  const [loadSamples, samples] = useLazyGetSamplesQuery();
  const force = Boolean(formData.force);

  const loadSamplesPage = (page: number) => {
    setSamplesPage(page);
    const args = { id: datasource.id, type: datasource.type, force, page, perPage: DATA_PAGE_SIZE };
    void loadSamples(args, !force);
  };

  const load = (key: string) => {
    setActive(key);
    if (key === 'samples') {
      loadSamplesPage(samplesPage);
      return;
    }
    setResultsPage(1);
    const context = queryContextFor(formData, 'results');
    setContextError(context ? undefined : UNKNOWN_VIZ_TYPE_MESSAGE);
    if (context) void loadResults(context, !force);
  };

  const firstResult = results.data?.[0];
  const resultRows = useMemo(
    () => rowsOfPage(firstResult?.data ?? NO_ROWS, resultsPage, DATA_PAGE_SIZE),
    [firstResult, resultsPage],
  );
  const samplesTotal = samples.data?.total_count ?? samples.data?.data.length ?? 0;

  return (
    <div style={{ borderTop: '1px solid #eee', marginTop: 8 }} data-testid="data-pane">
      <Tabs
        size="small"
        activeKey={active ?? undefined}
        // A click, not a change: 'View results' is the tab shown first, and clicking it must load it.
        onTabClick={load}
        items={[
          {
            key: 'results',
            label: 'View results',
            children: (
              <ResultGrid
                state={{ ...results, data: firstResult }}
                rows={resultRows}
                contextError={contextError}
                pager={
                  firstResult && !results.isFetching ? (
                    <DataPager
                      page={resultsPage}
                      pageSize={DATA_PAGE_SIZE}
                      total={firstResult.data.length}
                      onChange={setResultsPage}
                    />
                  ) : null
                }
              />
            ),
          },
          {
            key: 'samples',
            label: 'Samples',
            children: (
              <ResultGrid
                state={samples}
                pager={
                  samples.data ? (
                    <DataPager
                      page={samplesPage}
                      pageSize={samples.data.per_page ?? DATA_PAGE_SIZE}
                      total={samplesTotal}
                      disabled={samples.isFetching}
                      onChange={loadSamplesPage}
                    />
                  ) : null
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** The chart's query context for a result type, or null for a viz type this app does not know. */
function queryContextFor(formData: QueryFormData, resultType: 'results' | 'query'): QueryContext | null {
  const plugin = getChartPlugin(formData.viz_type);
  return plugin ? { ...plugin.buildQuery(formData), result_type: resultType } : null;
}

export function ViewQueryButton({ formData }: { formData: QueryFormData }) {
  const [open, setOpen] = useState(false);
  const [contextError, setContextError] = useState<string | undefined>();
  const [loadQuery, query] = useLazyGetChartDataResultsQuery();
  const show = () => {
    setOpen(true);
    const context = queryContextFor(formData, 'query');
    setContextError(context ? undefined : UNKNOWN_VIZ_TYPE_MESSAGE);
    if (context) void loadQuery(context, !formData.force);
  };
  const first = query.isFetching ? undefined : query.data?.[0];
  const requestErrorText = queryErrorText(query.error);
  const error =
    contextError ??
    (query.isFetching
      ? undefined
      : requestErrorText !== undefined
        ? requestErrorText || VIEW_QUERY_ERROR_FALLBACK
        : first?.error);
  return (
    <>
      <Button onClick={show}>View query</Button>
      <Modal open={open} title="View query" onCancel={() => setOpen(false)} footer={null} width={600}>
        {query.isFetching && !contextError ? <Spin /> : null}
        {error ? <ErrorBox message={error} source="explore" /> : null}
        {!contextError && first?.query ? (
          <pre
            data-testid="view-query-sql"
            style={{ whiteSpace: 'pre-wrap', maxHeight: 400, overflow: 'auto', background: '#f7f7f7', padding: 8 }}
          >
            {first.query}
          </pre>
        ) : null}
      </Modal>
    </>
  );
}
