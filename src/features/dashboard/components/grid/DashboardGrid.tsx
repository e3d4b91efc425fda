/** The dashboard's body: what ROOT holds (the grid, or top-level tabs), measured to lay out the 12 columns. */
import { useMemo, useRef } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { useContainerWidth } from '../../hooks/useContainerWidth';
import { GRID_COLUMN_COUNT, ROOT_ID, ROOT_TYPE } from '../../layout/layoutConstants';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';
import { GridSettingsContext, type GridSettings } from './gridContext';
import { LayoutItem } from './LayoutItem';

/** The width assumed before the grid is measured (and in tests, where nothing has a size). */
const FALLBACK_GRID_WIDTH = 1200;
const NO_CHILDREN: string[] = [];

interface DashboardGridProps {
  hideTabs: boolean;
  hideChartControls: boolean;
  escapeMarkdownHtml: boolean;
  permissions: DashboardPermissions;
}

export function DashboardGrid({ hideTabs, hideChartControls, escapeMarkdownHtml, permissions }: DashboardGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const gridWidthPx = useContainerWidth(ref, FALLBACK_GRID_WIDTH);
  const rootChildren = useAppSelector((state) => state.dashboardLayout.present[ROOT_ID]?.children) ?? NO_CHILDREN;
  const settings: GridSettings = useMemo(
    () => ({ gridWidthPx, hideTabs, hideChartControls, escapeMarkdownHtml, permissions }),
    [gridWidthPx, hideTabs, hideChartControls, escapeMarkdownHtml, permissions],
  );
  return (
    <div ref={ref} data-test="dashboard-grid" style={{ width: '100%' }}>
      <GridSettingsContext.Provider value={settings}>
        {rootChildren.map((childId) => (
          <LayoutItem key={childId} id={childId} availableColumns={GRID_COLUMN_COUNT} parentType={ROOT_TYPE} />
        ))}
      </GridSettingsContext.Provider>
    </div>
  );
}
