/** What is dragged in edit mode: a new component from the builder pane, or one already on the grid. */
import type { DashboardChart } from '../../../api/dashboards';

/** The one react-dnd item type: every drop target takes every item and lets the verbs decide. */
export const DASHBOARD_DRAG_TYPE = 'dashboard-component';

/** A layout element or a saved chart from the builder pane. */
interface NewComponentDrag {
  source: 'pane';
  type: string;
  meta?: Record<string, unknown>;
  /** A saved chart's definition, shown by the grid once the chart lands. */
  chart?: DashboardChart;
}

/** A component moving within the grid. */
interface ExistingComponentDrag {
  source: 'grid';
  type: string;
  componentId: string;
}

export type DashboardDragItem = NewComponentDrag | ExistingComponentDrag;
