import { createContext, useContext } from 'react';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';

/** What every grid component needs from the page: the grid's width and the URL's display options. */
export interface GridSettings {
  gridWidthPx: number;
  hideTabs: boolean;
  hideChartControls: boolean;
  escapeMarkdownHtml: boolean;
  permissions: DashboardPermissions;
}

export const GridSettingsContext = createContext<GridSettings | null>(null);

export function useGridSettings(): GridSettings {
  const settings = useContext(GridSettingsContext);
  if (!settings) throw new Error('Grid components render inside DashboardGrid');
  return settings;
}
