/**
 * Under the chart: 'View results' (the chart's query, result type `results`) and 'Samples' (the
 * dataset's rows), each in the virtualized grid; and the 'View query' modal. Rows come from the
 * RTK Query cache, keyed by the query context (or the datasource): a tab shows what it already has
 * for the current query and fetches only when the query changed or `force` is set.
 */
import { Button, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { queryErrorText, type QueryError } from '../../../api/baseApi';
import { useLazyGetChartDataResultsQuery } from '../../../api/chartData';
import type { ChartDataQueryResult, QueryContext, QueryFormData } from '../../../api/chartDataTypes';
import { useLazyGetSamplesQuery } from '../../../api/datasource';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { DataGrid, type DataGridColumn } from '../../../components/DataGrid';
import { ErrorBox } from '../../../components/ErrorBox';
import { getChartPlugin } from '../../charts';

const SAMPLES_ERROR_FALLBACK = 'Sorry, an error occurred';
const UNKNOWN_VIZ_TYPE_MESSAGE = 'Unknown visualization type';
const VIEW_QUERY_ERROR_FALLBACK = 'An error occurred while loading the SQL';

interface PaneQueryState {
  isUninitialized: boolean;
  isFetching: boolean;
  data?: ChartDataQueryResult;
  error?: QueryError;
}

function gridColumns(result: ChartDataQueryResult): DataGridColumn[] {
  return result.colnames.map((name, index) => ({ column_name: name, type_generic: result.coltypes[index] ?? null }));
}

function ResultGrid({ state, contextError }: { state: PaneQueryState; contextError?: string }) {
  if (contextError) return <ErrorBox message={contextError} source="explore" />;
  if (state.isUninitialized) return null;
  if (state.isFetching) return <Spin style={{ margin: 16 }} />;
  const errorText = queryErrorText(state.error);
  if (errorText !== undefined) return <ErrorBox message={errorText || SAMPLES_ERROR_FALLBACK} source="explore" />;
  if (!state.data) return null;
  return <DataGrid columns={gridColumns(state.data)} rows={state.data.data} height={260} />;
}

/** The chart's query context for a result type, or null for a viz type this app does not know. */
function queryContextFor(formData: QueryFormData, resultType: 'results' | 'query'): QueryContext | null {
  const plugin = getChartPlugin(formData.viz_type);
  return plugin ? { ...plugin.buildQuery(formData), result_type: resultType } : null;
}

export function DataPane({ formData, datasource }: { formData: QueryFormData; datasource: DatasourceMeta }) {
  const [active, setActive] = useState<string | null>(null);
  const [contextError, setContextError] = useState<string | undefined>();
  const [loadResults, results] = useLazyGetChartDataResultsQuery();
  const [loadSamples, samples] = useLazyGetSamplesQuery();

  const load = (key: string) => {
    setActive(key);
    const force = Boolean(formData.force);
    if (key === 'samples') {
      void loadSamples({ id: datasource.id, type: datasource.type, force }, !force);
      return;
    }
    const context = queryContextFor(formData, 'results');
    setContextError(context ? undefined : UNKNOWN_VIZ_TYPE_MESSAGE);
    if (context) void loadResults(context, !force);
  };

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
            children: <ResultGrid state={{ ...results, data: results.data?.[0] }} contextError={contextError} />,
          },
          { key: 'samples', label: 'Samples', children: <ResultGrid state={samples} /> },
        ]}
      />
    </div>
  );
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
