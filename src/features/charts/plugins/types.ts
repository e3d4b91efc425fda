/**
 * A viz type as a small plugin (Superset's ChartPlugin): its control panel, how form data becomes a
 * query context, how query results become the renderer's props, and a lazily loaded renderer so a
 * page loads ECharts (or the table) only when it shows such a chart.
 */
import type { ComponentType } from 'react';
import type { ChartDataQueryResult, QueryContext, QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { ControlPanelConfig } from '../controlPanel/controlTypes';
import type { ChartCrossFilter, CrossFilterState } from '../crossFilterTypes';
import type { ChartContextMenuRequest } from '../drill/drillTypes';

export interface ChartProps {
  formData: QueryFormData;
  queriesData: ChartDataQueryResult[];
  datasource: DatasourceMeta | null;
  width: number;
  height: number;
  /** On a dashboard with cross-filters: the chart emits them (clickable items). */
  emitCrossFilters?: boolean;
  /** The chart's own cross-filter, so transformProps can dim what it leaves out. */
  filterState?: CrossFilterState;
  /** Chart-private state from the data mask (e.g. the table's server page and sort); absent in Explore. */
  ownState?: Record<string, unknown>;
}

/** What a host that keeps a chart's own state hands its query builder (Superset's buildQuery options). */
export interface BuildQueryOptions {
  ownState?: Record<string, unknown>;
}

/** What every renderer receives besides its own props. */
export interface RendererSizeProps {
  width: number;
  height: number;
  /** A renderer calls it once it has drawn (the chart becomes 'rendered'). */
  onRendered?: () => void;
  /** Only on a dashboard with cross-filters, for a plugin that emits them: clicks emit, selection shows. */
  crossFilter?: ChartCrossFilter;
  /** Only where the host keeps the chart's own state (a dashboard): the chart asks for a new one. */
  onOwnStateChange?: (ownState: Record<string, unknown>) => void;
  /** Only where the host offers drilling: a right-click on a data point opens the chart's menu. */
  onContextMenu?: (request: ChartContextMenuRequest) => void;
}

export interface ChartPlugin<RenderProps extends object = object> {
  vizType: string;
  /** Shown in the viz type picker, e.g. 'Line Chart'. */
  name: string;
  category?: string;
  /** The chart emits cross-filters when clicked (Superset's interactive chart behaviour). */
  crossFilter?: boolean;
  /** A right-clicked point gives its dimension values (Superset's DrillToDetail and DrillBy behaviours). */
  drill?: boolean;
  controlPanel: ControlPanelConfig;
  /** `options` comes from a host keeping the chart's own state; plugins without such state ignore it. */
  buildQuery(formData: QueryFormData, options?: BuildQueryOptions): QueryContext;
  transformProps(props: ChartProps): RenderProps;
  loadRenderer(): Promise<{ default: ComponentType<RenderProps & RendererSizeProps> }>;
}
