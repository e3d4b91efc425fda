/**
 * The one ECharts host of every ECharts viz type. The core registers only what every chart uses
 * (tooltip, legend, the canvas renderer); the series kinds and components an option draws with
 * load on first use (echartsKinds.ts). This module is only reached through a plugin's lazy
 * `loadRenderer`, so pages without charts never load ECharts.
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { echartsPartsOf, loadEChartsParts, missingEChartsParts } from './echartsKinds';
import { useRenderTurn } from './renderTurns';

echarts.use([LegendComponent, TooltipComponent, CanvasRenderer]);

interface EChartsRendererProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  /** Called when the chart has painted its option (ECharts' 'rendered' event). */
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
  const latestOnRendered = useRef(onRendered);
  latestOnRendered.current = onRendered;
  const parts = useMemo(() => [...echartsPartsOf(option), ...(RENDERER === 'svg' ? ['svgRenderer'] : [])], [option]);
  const missing = missingEChartsParts(parts);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [mayDraw, drawn] = useRenderTurn(missing.length === 0, placeholderRef);
  // Stable: echarts-for-react re-creates the chart when its events object changes.
  const events = useMemo(
    () => ({
      rendered: () => {
        drawn();
        latestOnRendered.current?.();
      },
    }),
    [drawn],
  );
  const [, partsLoaded] = useState(0);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const missingKey = missing.join(',');
  // Asked for while rendering (one download per part, shared): the effect below only waits for it.
  const partsArriving = useMemo(() => (missingKey ? loadEChartsParts(missingKey.split(',')) : null), [missingKey]);
  useEffect(() => {
    if (!partsArriving) return;
    let current = true;
    partsArriving.then(
      () => current && partsLoaded((count) => count + 1),
      (error: unknown) => current && setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [partsArriving]);
  useImperativeHandle(ref, () => ({
    getDataURL() {
      const instance = chartRef.current?.getEchartsInstance();
      return instance ? instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) : null;
    },
  }));
  // The chart's error boundary shows a part that failed to download.
  if (loadError) throw loadError;
  if (missing.length > 0 || !mayDraw) return <div ref={placeholderRef} style={{ width, height }} />;
  return (
    <ReactEChartsCore
      ref={chartRef}
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      opts={{ renderer: RENDERER, width, height }}
      style={{ width, height }}
      onEvents={events}
    />
  );
});

export default EChartsRenderer;
