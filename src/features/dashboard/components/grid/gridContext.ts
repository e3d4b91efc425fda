import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { LayoutComponent } from '../../dashboardLayoutSlice';
import type { DashboardPermissions } from '../../rules/dashboardPermissions';

/** The URL's display options and the user's rights, as the page passes them to the grid. */
export interface GridDisplayOptions {
  hideTabs: boolean;
  hideChartControls: boolean;
  escapeMarkdownHtml: boolean;
  permissions: DashboardPermissions;
}

/** What a component's edit frame is told about the component it wraps. */
export interface EditFrameProps {
  component: LayoutComponent;
  parentId: string;
  parentType: string;
  /** The size the component is drawn at. */
  widthPx: number;
  heightPx: number;
  children: ReactNode;
}

/**
 * The edit grid's pieces, handed to the shared grid components in edit mode. View mode has none,
 * so it never loads them (or drag and drop).
 */
export interface GridEditing {
  ComponentFrame: ComponentType<EditFrameProps>;
  /** The grid's or a tab's content, as a drop target. */
  DropArea: ComponentType<{ containerId: string; children: ReactNode }>;
  TabTitle: ComponentType<{ tab: LayoutComponent; active: boolean }>;
  addTab(tabsId: string): void;
  removeTab(tabId: string): void;
}

/** What every grid component needs from the page: the grid's width, the display options, the edit pieces. */
export interface GridSettings extends GridDisplayOptions {
  gridWidthPx: number;
  editing?: GridEditing;
}

export const GridSettingsContext = createContext<GridSettings | null>(null);

export function useGridSettings(): GridSettings {
  const settings = useContext(GridSettingsContext);
  if (!settings) throw new Error('Grid components render inside DashboardGrid');
  return settings;
}
