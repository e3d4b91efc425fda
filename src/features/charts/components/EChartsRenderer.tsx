/**
 * The one ECharts host of every ECharts viz type. The core registers only what every chart uses
 * (tooltip, legend, the canvas renderer); the series kinds and components an option draws with
 * load on first use (echartsKinds.ts). This module is only reached through a plugin's lazy
 * `loadRenderer`, so pages without charts never load ECharts.
 */
import { forwardRef, memo, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { echartsPartsOf, loadEChartsParts, missingEChartsParts } from './echartsKinds';
import { useRenderTurn, useTurnedValue } from './renderTurns';
import type { EChartsClickDatum } from '../plugins/echartsTypes';
import type { ChartCrossFilter, CrossFilterMask } from '../crossFilterTypes';
import { crossFilterForClick, withClickCursor } from '../crossFilterECharts';
import { contextMenuRequestOf, type EChartsContextMenuDatum } from '../drill/drillContextMenuEvent';
import type { ChartContextMenuRequest, DrillPoint } from '../drill/drillTypes';

echarts.use([LegendComponent, TooltipComponent, CanvasRenderer]);

interface EChartsRendererProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  /** Called when the chart has painted its option (ECharts' 'rendered' event). */
  onRendered?: () => void;
  /** The plugin's click rule (see EChartsRenderProps). */
  crossFilterOf?: (datum: EChartsClickDatum) => CrossFilterMask | null;
  /** Present on a dashboard with cross-filters: clicks emit through it. */
  crossFilter?: ChartCrossFilter;
  /** The plugin's right-click rule (see EChartsRenderProps). */
  drillPointOf?: (datum: EChartsClickDatum) => DrillPoint | null;
  /** Present where the host offers drilling: a right-click on an item opens its menu. */
  onContextMenu?: (request: ChartContextMenuRequest) => void;
}

export interface EChartsRendererHandle {
  /** The chart as a PNG data URL ('Download as image'). */
  getDataURL(): string | null;
}

/** jsdom has no canvas: tests render SVG (STACK.md). */
const RENDERER: 'canvas' | 'svg' =
  typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? 'svg' : 'canvas';

const EChartsRenderer = forwardRef<EChartsRendererHandle, EChartsRendererProps>(function EChartsRenderer(
  { option: plainOption, width, height, onRendered, crossFilterOf, crossFilter, drillPointOf, onContextMenu },
  ref,
) {
  const chartRef = useRef<ReactEChartsCore>(null);
  const latestOnRendered = useRef(onRendered);
  latestOnRendered.current = onRendered;
  const latestCrossFilter = useRef({ crossFilterOf, crossFilter });
  latestCrossFilter.current = { crossFilterOf, crossFilter };
  const latestDrill = useRef({ drillPointOf, onContextMenu });
  latestDrill.current = { drillPointOf, onContextMenu };
  const clickable = crossFilter !== undefined && crossFilterOf !== undefined;
  // A new option (new data) waits for its turn, as the first draw does.
  const [turnedOption, redrawn] = useTurnedValue(plainOption, () => chartRef.current?.ele ?? null);
  const option = useMemo(() => withClickCursor(turnedOption, clickable), [turnedOption, clickable]);
  const parts = useMemo(() => [...echartsPartsOf(option), ...(RENDERER === 'svg' ? ['svgRenderer'] : [])], [option]);
  const missing = missingEChartsParts(parts);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [mayDraw, drawn] = useRenderTurn(missing.length === 0, placeholderRef);
  // Stable: echarts-for-react re-creates the chart when its events object changes.
  const events = useMemo(
    () => ({
      rendered: () => {
        drawn();
        redrawn();
        latestOnRendered.current?.();
      },
      click: (datum: EChartsClickDatum) => {
        const current = latestCrossFilter.current;
        const mask = crossFilterForClick(datum, current.crossFilterOf, current.crossFilter);
        if (mask) current.crossFilter?.emit(mask);
      },
      contextmenu: (datum: EChartsContextMenuDatum) => {
        const { drillPointOf: pointOf, onContextMenu: open } = latestDrill.current;
        const request = open ? contextMenuRequestOf(datum, pointOf) : null;
        if (request) open?.(request);
      },
    }),
    [drawn, redrawn],
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

// Memoised: a dashboard re-renders its charts' hosts often; the same option needs no new pass.
export default memo(EChartsRenderer);
