import type { EChartsCoreOption } from 'echarts/core';
import type { CrossFilterMask } from '../crossFilterTypes';
import type { DrillPoint } from '../drill/drillTypes';

/** The parts of ECharts' click event parameters the cross-filter rules read. */
export interface EChartsClickDatum {
  componentType?: string;
  seriesType?: string;
  seriesName?: string;
  name?: string;
  dataIndex?: number;
  data?: unknown;
  value?: unknown;
  treePathInfo?: { name: string }[];
}

/** What an ECharts viz type's transformProps returns: the option EChartsRenderer draws. */
export interface EChartsRenderProps {
  option: EChartsCoreOption;
  /**
   * The cross-filter a click on an item selects (before the click-again toggle), or null when the
   * item selects nothing; absent when the chart cannot cross-filter as configured (e.g. no groupby).
   */
  crossFilterOf?: (datum: EChartsClickDatum) => CrossFilterMask | null;
  /** The dimension values of a right-clicked item (drill to detail, drill by); absent: none to drill by. */
  drillPointOf?: (datum: EChartsClickDatum) => DrillPoint | null;
}

/** The lazy renderer every ECharts viz type shares. */
export const loadEChartsRenderer = () => import('../components/EChartsRenderer');
