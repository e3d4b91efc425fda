/**
 * 'Drill by: <chart name>': the same chart re-grouped by the chosen column with the point's values
 * as filters, as a chart or as a table of its result. It runs under a key of its own in the charts
 * slice (negative: never a saved chart's id), removed when the modal closes.
 */
import { Radio, Table } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { QueryFormData } from '../../../api/chartDataTypes';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatCellText } from '../../../components/DataGrid';
import { chartRemoved } from '../chartsSlice';
import { getChartPlugin } from '../plugins/registry';
import { runChart } from '../thunks/runChart';
import { DrillModal } from './DrillModal';
import { drillByFormData } from './drillRules';
import type { DrillByConfig } from './drillTypes';

const DRILL_BY_TITLE = 'Drill by: %s';
const DISPLAY_CHART = 'Chart';
const DISPLAY_TABLE = 'Table';

const DRILL_BY_CHART_KEY_OFFSET = -1_000_000;
const DRILL_BY_CHART_HEIGHT = 420;

/** The charts-slice key of a chart's drill by. */
function drillByChartKey(chartId: number): number {
  return DRILL_BY_CHART_KEY_OFFSET - chartId;
}

export interface DrillByChartProps {
  chartId: number;
  formData: QueryFormData;
  width: number;
  height: number;
}

function DrillByResultTable({ chartKey }: { chartKey: number }) {
  const result = useAppSelector((state) => state.charts[chartKey]?.queriesResponse?.[0]);
  const columns = useMemo(
    () =>
      (result?.colnames ?? []).map((name) => ({
        key: name,
        title: name,
        dataIndex: name,
        render: (value: unknown) => formatCellText(value) ?? 'N/A',
      })),
    [result],
  );
  const rows = useMemo(() => (result?.data ?? []).map((row, index) => ({ ...row, drillRowKey: index })), [result]);
  return (
    <Table
      data-testid="drill-by-table"
      size="small"
      rowKey="drillRowKey"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content', y: DRILL_BY_CHART_HEIGHT }}
      pagination={false}
    />
  );
}

export function DrillByModal({
  chartId,
  chartName,
  formData,
  column,
  drillBy,
  dashboardId,
  renderChart,
  onClose,
}: {
  chartId: number;
  chartName: string;
  formData: QueryFormData;
  column: string;
  drillBy: DrillByConfig;
  dashboardId?: number;
  /** Draws a chart from the charts slice (the host's own chart component). */
  renderChart: (props: DrillByChartProps) => ReactNode;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [display, setDisplay] = useState<'chart' | 'table'>('chart');
  const chartKey = drillByChartKey(chartId);
  const drilledFormData = useMemo(() => drillByFormData(formData, column, drillBy), [formData, column, drillBy]);
  const width = Math.max(320, Math.round(window.innerWidth * 0.8) - 48);

  useEffect(() => {
    const plugin = getChartPlugin(drilledFormData.viz_type);
    if (!plugin) return;
    void dispatch(
      runChart({
        chartId: chartKey,
        formData: drilledFormData,
        queryContext: plugin.buildQuery(drilledFormData),
        dashboardId,
      }),
    );
  }, [dispatch, chartKey, drilledFormData, dashboardId]);
  useEffect(() => () => void dispatch(chartRemoved({ key: chartKey })), [dispatch, chartKey]);

  return (
    <DrillModal title={DRILL_BY_TITLE.replace('%s', chartName)} chartId={chartId} onClose={onClose}>
      <div data-testid="drill-by-modal-body">
        <Radio.Group
          data-test="drill-by-display-toggle"
          optionType="button"
          value={display}
          onChange={(event) => setDisplay(event.target.value as 'chart' | 'table')}
          options={[
            { label: DISPLAY_CHART, value: 'chart' },
            { label: DISPLAY_TABLE, value: 'table' },
          ]}
          style={{ marginBottom: 8 }}
        />
        {display === 'chart' ? (
          renderChart({ chartId: chartKey, formData: drilledFormData, width, height: DRILL_BY_CHART_HEIGHT })
        ) : (
          <DrillByResultTable chartKey={chartKey} />
        )}
      </div>
    </DrillModal>
  );
}
