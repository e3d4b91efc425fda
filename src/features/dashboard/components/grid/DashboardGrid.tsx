/**
 * The dashboard's body: what ROOT holds (the grid, or top-level tabs), measured to lay out the 12
 * columns. In edit mode the edit grid (frames, drag and drop, the builder pane) loads as its own
 * chunk, so viewing a dashboard never loads it.
 */
import { Spin } from 'antd';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useMeasuredWidth } from '../../hooks/useContainerWidth';
import { GridSettingsContext, type GridDisplayOptions, type GridSettings } from './gridContext';
import { FALLBACK_GRID_WIDTH, RootChildren } from './LayoutItem';

const EditDashboardGrid = lazy(() => import('../../editMode/EditDashboardGrid'));

function ViewDashboardGrid({ hideTabs, hideChartControls, escapeMarkdownHtml, permissions }: GridDisplayOptions) {
  const ref = useRef<HTMLDivElement>(null);
  // The components wait for the grid's width (measured before the first paint).
  const measuredWidthPx = useMeasuredWidth(ref, FALLBACK_GRID_WIDTH);
  const gridWidthPx = measuredWidthPx ?? FALLBACK_GRID_WIDTH;
  const settings: GridSettings = useMemo(
    () => ({ gridWidthPx, hideTabs, hideChartControls, escapeMarkdownHtml, permissions }),
    [gridWidthPx, hideTabs, hideChartControls, escapeMarkdownHtml, permissions],
  );
  return (
    <div ref={ref} data-test="dashboard-grid" style={{ width: '100%' }}>
      {measuredWidthPx === null ? null : (
        <GridSettingsContext.Provider value={settings}>
          <RootChildren />
        </GridSettingsContext.Provider>
      )}
    </div>
  );
}

export function DashboardGrid({ editMode, ...options }: GridDisplayOptions & { editMode: boolean }) {
  if (!editMode) return <ViewDashboardGrid {...options} />;
  return (
    <Suspense fallback={<Spin style={{ margin: 48 }} data-test="dashboard-edit-loading" />}>
      <EditDashboardGrid {...options} />
    </Suspense>
  );
}
