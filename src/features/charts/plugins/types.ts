/**
 * A viz type as a small plugin (Superset's ChartPlugin): its control panel, how form data becomes a
 * query context, how query results become the renderer's props, and a lazily loaded renderer so a
 * page loads ECharts (or the table) only when it shows such a chart.
 */
import type { ComponentType } from 'react';
import type { ChartDataQueryResult, QueryContext, QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import type { ControlPanelConfig } from '../controlPanel/controlTypes';

export interface ChartProps {
  formData: QueryFormData;
  queriesData: ChartDataQueryResult[];
  datasource: DatasourceMeta | null;
  width: number;
  height: number;
}

/** What every renderer receives besides its own props. */
export interface RendererSizeProps {
  width: number;
  height: number;
  /** A renderer calls it once it has drawn (the chart becomes 'rendered'). */
  onRendered?: () => void;
}

export interface ChartPlugin<RenderProps extends object = object> {
  vizType: string;
  /** Shown in the viz type picker, e.g. 'Line Chart'. */
  name: string;
  category?: string;
  controlPanel: ControlPanelConfig;
  buildQuery(formData: QueryFormData): QueryContext;
  transformProps(props: ChartProps): RenderProps;
  loadRenderer(): Promise<{ default: ComponentType<RenderProps & RendererSizeProps> }>;
}
