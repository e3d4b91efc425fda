/**
 * Superset's legend placement (`legendType` scroll/plain, `legendOrientation` top/bottom/left/right)
 * and y-axis bounds (`y_axis_bounds` [min, max], `truncateYAxis`) for the ECharts charts: the
 * legend sits on the chosen side and the grid leaves room for it there.
 */

type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';
const ORIENTATIONS: readonly LegendOrientation[] = ['top', 'bottom', 'left', 'right'];

/** Room the grid leaves for the legend on its side, in px. */
const LEGEND_ROOM: Record<LegendOrientation, number> = { top: 24, bottom: 24, left: 120, right: 120 };

function legendOrientationOf(formData: Readonly<Record<string, unknown>>): LegendOrientation {
  const value = formData.legendOrientation;
  return ORIENTATIONS.includes(value as LegendOrientation) ? (value as LegendOrientation) : 'top';
}

/** The ECharts legend for the form's type and orientation. */
export function legendOption(formData: Readonly<Record<string, unknown>>, show: boolean): Record<string, unknown> {
  const orientation = legendOrientationOf(formData);
  const legend: Record<string, unknown> = {
    show,
    type: formData.legendType === 'plain' ? 'plain' : 'scroll',
    orient: orientation === 'top' || orientation === 'bottom' ? 'horizontal' : 'vertical',
  };
  if (orientation === 'left') legend.left = 0;
  else if (orientation === 'right') Object.assign(legend, { right: 0, top: 0 });
  else if (orientation === 'bottom') legend.bottom = 0;
  else Object.assign(legend, { top: 0, right: 0 });
  return legend;
}

/** The grid's edges, with the legend's side widened when it shows. */
export function gridWithLegend(
  formData: Readonly<Record<string, unknown>>,
  show: boolean,
  base: { left: number; right: number; top: number; bottom: number },
): { left: number; right: number; top: number; bottom: number; containLabel: true } {
  const grid = { ...base, containLabel: true as const };
  if (!show) return grid;
  const orientation = legendOrientationOf(formData);
  grid[orientation] += LEGEND_ROOM[orientation];
  return grid;
}

/** A bound as the control stores it (number, numeric text, null or '') → a number or undefined. */
function parseAxisBound(bound: unknown): number | undefined {
  if (bound === null || bound === undefined || bound === '') return undefined;
  const value = Number(bound);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The y-axis's min, max and `scale`: with `truncateYAxis` (off by default) ECharts fits the axis to
 * the data instead of starting at 0; a bound overrides either end, as Superset's transformProps does.
 */
export function yAxisBoundsOption(formData: Readonly<Record<string, unknown>>): {
  min?: number;
  max?: number;
  scale: boolean;
} {
  const bounds = Array.isArray(formData.y_axis_bounds) ? (formData.y_axis_bounds as unknown[]) : [];
  const min = parseAxisBound(bounds[0]);
  const max = parseAxisBound(bounds[1]);
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    scale: formData.truncateYAxis === true,
  };
}
