/**
 * ECharts' `contextmenu` event → the chart's menu request. The native event is marked handled
 * (default prevented), so the host's own right-click handler (for clicks off any item) and the
 * browser's menu both stay out.
 */
import type { EChartsClickDatum } from '../plugins/echartsTypes';
import type { ChartContextMenuRequest, DrillPoint } from './drillTypes';

export type EChartsContextMenuDatum = EChartsClickDatum & {
  event?: { event?: Pick<MouseEvent, 'clientX' | 'clientY' | 'preventDefault'> };
};

export function contextMenuRequestOf(
  datum: EChartsContextMenuDatum,
  drillPointOf: ((datum: EChartsClickDatum) => DrillPoint | null) | undefined,
): ChartContextMenuRequest | null {
  const pointer = datum.event?.event;
  if (!pointer) return null;
  pointer.preventDefault();
  return { clientX: pointer.clientX, clientY: pointer.clientY, point: drillPointOf?.(datum) ?? null };
}
