/**
 * A sequential scheme as a linear colour scale over a numeric domain (what Superset's
 * createLinearScale gives the sunburst): the scheme's colours spread evenly over [min, max],
 * interpolated in RGB.
 */
type Rgb = [number, number, number];

const NAMED_COLORS: Record<string, Rgb> = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  red: [255, 0, 0],
  yellow: [255, 255, 0],
};

function parseColor(color: string): Rgb {
  const named = NAMED_COLORS[color.toLowerCase()];
  if (named) return named;
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const value = Number.parseInt(full, 16);
  return Number.isNaN(value) ? [0, 0, 0] : [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function createLinearColorScale(
  colors: readonly string[],
  [min, max]: readonly [number, number],
): (value: number) => string {
  const stops = colors.map(parseColor);
  const first = stops[0] ?? [0, 0, 0];
  return (value) => {
    if (stops.length < 2 || !Number.isFinite(value) || max === min) return `rgb(${first.join(',')})`;
    const position = Math.min(1, Math.max(0, (value - min) / (max - min))) * (stops.length - 1);
    const index = Math.min(stops.length - 2, Math.floor(position));
    const fraction = position - index;
    const from = stops[index]!;
    const to = stops[index + 1]!;
    const mixed = from.map((channel, i) => Math.round(channel + (to[i]! - channel) * fraction));
    return `rgb(${mixed.join(',')})`;
  };
}
