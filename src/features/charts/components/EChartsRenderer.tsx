/**
 * The one ECharts host of every ECharts viz type. Only the chart kinds and components our plugins
 * use are registered (tree-shaken `echarts/core`), and this module is only reached through a
 * plugin's lazy `loadRenderer`, so pages without charts never load ECharts.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import {
  BarChart,
  BoxplotChart,
  FunnelChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  PieChart,
  ScatterChart,
  SunburstChart,
  TreemapChart,
} from 'echarts/charts';
import {
  DataZoomComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  BoxplotChart,
  FunnelChart,
  GaugeChart,
  HeatmapChart,
  LineChart,
  PieChart,
  ScatterChart,
  SunburstChart,
  TreemapChart,
  DataZoomComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  SVGRenderer,
]);

interface EChartsRendererProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  /** Called once the chart has drawn its option. */
  onRendered?: () => void;
}

export interface EChartsRendererHandle {
  /** The chart as a PNG data URL ('Download as image'). */
  getDataURL(): string | null;
}

/** jsdom has no canvas: tests render SVG (STACK.md). */
const RENDERER: 'canvas' | 'svg' =
  typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? 'svg' : 'canvas';

const EChartsRenderer = forwardRef<EChartsRendererHandle, EChartsRendererProps>(function EChartsRenderer(
  { option, width, height, onRendered },
  ref,
) {
  const chartRef = useRef<ReactEChartsCore>(null);
  useImperativeHandle(ref, () => ({
    getDataURL() {
      const instance = chartRef.current?.getEchartsInstance();
      return instance ? instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) : null;
    },
  }));
  return (
    <ReactEChartsCore
      ref={chartRef}
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      opts={{ renderer: RENDERER, width, height }}
      style={{ width, height }}
      onChartReady={() => onRendered?.()}
    />
  );
});

export default EChartsRenderer;
