import type { EChartsCoreOption } from 'echarts/core';

/** What an ECharts viz type's transformProps returns: the option EChartsRenderer draws. */
export interface EChartsRenderProps {
  option: EChartsCoreOption;
}

/** The lazy renderer every ECharts viz type shares. */
export const loadEChartsRenderer = () => import('../components/EChartsRenderer');
