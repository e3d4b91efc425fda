/**
 * The human-readable number formats `.1h` and `.3h` (spec charts §9): the value scaled to
 * thousands (k), millions (M), billions (B) or trillions (T) with at most that many decimals,
 * trailing zeros dropped — '12.3k', '1.2M', '2B'. Unlike d3's SI format ('.3s') it never goes
 * below one (0.5 stays '0.5', not '500m') and says B, not G, for billions.
 */
const SCALES: readonly (readonly [number, string])[] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** `.1h` → 1, `.3h` → 3; null for any other format string. */
export function humanReadableDecimals(formatString: string): number | null {
  const match = /^\.(\d{1,2})h$/.exec(formatString);
  return match ? Number(match[1]) : null;
}

function trimmed(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

export function formatHumanReadable(value: number, decimals: number): string {
  const magnitude = Math.abs(value);
  let index = SCALES.findIndex(([size]) => magnitude >= size);
  // A value that rounds to 1000 of its unit reads as one of the next: 999960 at one decimal is '1M'.
  const roundsUp = (at: number) => Number((magnitude / SCALES[at][0]).toFixed(decimals)) >= 1000;
  if (index > 0 && roundsUp(index)) index -= 1;
  else if (index === -1 && Number(magnitude.toFixed(decimals)) >= 1000) index = SCALES.length - 1;
  if (index === -1) return trimmed(value, decimals);
  const [size, unit] = SCALES[index];
  return `${trimmed(value / size, decimals)}${unit}`;
}
