/**
 * Under the chart: 'View results' (the chart's query, result type `results`) and 'Samples' (the
 * dataset's rows), each in the virtualized grid; and the 'View query' modal.
 */
import { Button, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { postChartData } from '../../../api/chartData';
import type { ChartDataQueryResult, QueryFormData } from '../../../api/chartDataTypes';
import { fetchSamples } from '../../../api/datasource';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { getClientErrorObject } from '../../../api/errors';
import { DataGrid, type DataGridColumn } from '../../../components/DataGrid';
import { ErrorBox } from '../../../components/ErrorBox';
import { getChartPlugin } from '../../charts';

type PaneData =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; result: ChartDataQueryResult };

export const SAMPLES_ERROR_FALLBACK = 'Sorry, an error occurred';

function gridColumns(result: ChartDataQueryResult): DataGridColumn[] {
  return result.colnames.map((name, index) => ({ column_name: name, type_generic: result.coltypes[index] ?? null }));
}

function ResultGrid({ data }: { data: PaneData }) {
  if (data.status === 'loading') return <Spin style={{ margin: 16 }} />;
  if (data.status === 'error') return <ErrorBox message={data.message} source="explore" />;
  if (data.status !== 'ready') return null;
  return <DataGrid columns={gridColumns(data.result)} rows={data.result.data} height={260} />;
}

async function runResults(formData: QueryFormData, resultType: 'results' | 'query'): Promise<ChartDataQueryResult[]> {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) throw new Error('Unknown visualization type');
  const context = plugin.buildQuery(formData);
  const reply = await postChartData({ ...context, result_type: resultType });
  if (reply.kind !== 'sync') throw new Error('The results are being prepared; try again in a moment.');
  return reply.result;
}

export function DataPane({ formData, datasource }: { formData: QueryFormData; datasource: DatasourceMeta }) {
  const [active, setActive] = useState<string | null>(null);
  const [results, setResults] = useState<PaneData>({ status: 'idle' });
  const [samples, setSamples] = useState<PaneData>({ status: 'idle' });

  const load = async (key: string) => {
    setActive(key);
    const setData = key === 'results' ? setResults : setSamples;
    setData({ status: 'loading' });
    try {
      const result =
        key === 'results'
          ? (await runResults(formData, 'results'))[0]!
          : await fetchSamples({ id: datasource.id, type: datasource.type });
      setData({ status: 'ready', result });
    } catch (error) {
      const clientError = await getClientErrorObject(error);
      setData({ status: 'error', message: clientError.error || SAMPLES_ERROR_FALLBACK });
    }
  };

  return (
    <div style={{ borderTop: '1px solid #eee', marginTop: 8 }} data-testid="data-pane">
      <Tabs
        size="small"
        activeKey={active ?? undefined}
        // A click, not a change: 'View results' is the tab shown first, and clicking it must load it.
        onTabClick={(key) => {
          const data = key === 'results' ? results : samples;
          if (key !== active || data.status === 'idle') void load(key);
        }}
        items={[
          { key: 'results', label: 'View results', children: <ResultGrid data={results} /> },
          { key: 'samples', label: 'Samples', children: <ResultGrid data={samples} /> },
        ]}
      />
    </div>
  );
}

export function ViewQueryButton({ formData }: { formData: QueryFormData }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ sql?: string; error?: string; loading: boolean }>({ loading: false });
  const show = async () => {
    setOpen(true);
    setState({ loading: true });
    try {
      const [first] = await runResults(formData, 'query');
      setState({ loading: false, sql: first?.query ?? '', error: first?.error ?? undefined });
    } catch (error) {
      setState({
        loading: false,
        error: (await getClientErrorObject(error)).error || 'An error occurred while loading the SQL',
      });
    }
  };
  return (
    <>
      <Button onClick={() => void show()}>View query</Button>
      <Modal open={open} title="View query" onCancel={() => setOpen(false)} footer={null} width={600}>
        {state.loading ? <Spin /> : null}
        {state.error ? <ErrorBox message={state.error} source="explore" /> : null}
        {state.sql ? (
          <pre
            data-testid="view-query-sql"
            style={{ whiteSpace: 'pre-wrap', maxHeight: 400, overflow: 'auto', background: '#f7f7f7', padding: 8 }}
          >
            {state.sql}
          </pre>
        ) : null}
      </Modal>
    </>
  );
}
