/**
 * Explore with `?standalone=1|true`: the chart alone, filling the window, as Superset's standalone
 * Explore that reports and embeds open (no navigation, no header, no control panel).
 */
import { useEffect, useState } from 'react';
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { ChartContainer, type ControlPanelConfig } from '../../charts';
import { ControlsNeededNotice } from './ControlsNeededNotice';

function useWindowSize(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

interface StandaloneExploreChartProps {
  chartId: number;
  formData: QueryFormData;
  datasource: DatasourceMeta;
  panel: ControlPanelConfig;
  /** Validation messages by control name: a chart that cannot be queried says which controls need a value. */
  errors: Record<string, string[]>;
  showControlsNeeded: boolean;
}

export function StandaloneExploreChart({
  chartId,
  formData,
  datasource,
  panel,
  errors,
  showControlsNeeded,
}: StandaloneExploreChartProps) {
  const { width, height } = useWindowSize();
  return (
    // Fixed over the whole window: the page's own padding and scroll bars stay out of the picture.
    <main
      aria-label="Chart"
      data-testid="explore-standalone"
      style={{ position: 'fixed', inset: 0, overflow: 'hidden', background: '#fff', zIndex: 1 }}
    >
      {showControlsNeeded ? (
        <ControlsNeededNotice panel={panel} errors={errors} width={width} height={height} />
      ) : (
        <ChartContainer chartId={chartId} formData={formData} datasource={datasource} width={width} height={height} />
      )}
    </main>
  );
}
