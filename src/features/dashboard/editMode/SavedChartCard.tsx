/** One saved chart in the builder pane: dragged into the grid to add it; charts already on the dashboard are marked added and stay put. */
import { Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import type { ChartListItem } from '../../../api/charts';
import { CHART_TYPE } from '../layout/layoutConstants';
import type { DashboardDragItem } from './dragItems';
import { newChartMeta, savedChartDefinition } from './savedChartDefinition';
import { useComponentDrag } from './useComponentDrag';

export function SavedChartCard({ chart, added }: { chart: ChartListItem; added: boolean }) {
  const item: DashboardDragItem = useMemo(() => {
    const definition = savedChartDefinition(chart);
    return { source: 'pane', type: CHART_TYPE, meta: newChartMeta(chart, definition !== undefined), chart: definition };
  }, [chart]);
  const [connectDragSource] = useComponentDrag(item, !added);
  // An added chart is no drag source at all: the browser does not even start a drag.
  const attach = useCallback(
    (node: HTMLDivElement | null) => void connectDragSource(added ? null : node),
    [connectDragSource, added],
  );
  return (
    <div
      ref={attach}
      data-test="chart-card"
      data-chart-id={chart.id}
      data-added={added ? 'true' : undefined}
      aria-disabled={added || undefined}
      style={{
        padding: '8px 12px',
        marginBottom: 8,
        border: '1px solid #e0e0e0',
        borderRadius: 4,
        background: '#fff',
        cursor: added ? 'not-allowed' : 'move',
        opacity: added ? 0.6 : 1,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span style={{ flex: 1, minWidth: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {chart.slice_name}
        </span>
        {added ? <Tag>Added</Tag> : null}
      </div>
      <div style={{ fontSize: 12, color: '#666' }}>
        {chart.viz_type}
        {chart.changed_on_delta_humanized ? ` · Modified ${chart.changed_on_delta_humanized}` : ''}
      </div>
    </div>
  );
}
