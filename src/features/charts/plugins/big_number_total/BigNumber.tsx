import { lazy, Suspense, useEffect } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import type { RendererSizeProps } from '../types';

// A big number without a trendline never downloads ECharts.
const EChartsRenderer = lazy(() => import('../../components/EChartsRenderer'));

export interface BigNumberRenderProps {
  headline: string;
  subheader: string;
  /** The big number with trendline: an ECharts option for the line under the number. */
  trendline: EChartsCoreOption | null;
}

/** A KPI: the headline number, a subheader, and optionally a small trendline below it. */
export default function BigNumber({
  headline,
  subheader,
  trendline,
  width,
  height,
  onRendered,
}: BigNumberRenderProps & RendererSizeProps) {
  useEffect(() => {
    if (!trendline) onRendered?.();
  }, [trendline, onRendered]);
  const trendHeight = trendline ? Math.round(height * 0.45) : 0;
  const fontSize = Math.max(16, Math.min(width / 6, (height - trendHeight) * 0.5));
  return (
    <div
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        overflow: 'hidden',
      }}
    >
      <div data-testid="big-number-headline" style={{ fontSize, fontWeight: 600, lineHeight: 1.1 }}>
        {headline}
      </div>
      {subheader ? <div style={{ fontSize: Math.max(12, fontSize / 4), color: '#666' }}>{subheader}</div> : null}
      {trendline ? (
        <Suspense fallback={<div style={{ width, height: trendHeight }} />}>
          <EChartsRenderer option={trendline} width={width} height={trendHeight} onRendered={onRendered} />
        </Suspense>
      ) : null}
    </div>
  );
}
