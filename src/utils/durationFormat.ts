/**
 * The duration formats (DURATION, DURATION_SUB, DURATION_COL, DURATION_SECONDS): milliseconds as
 * '1m 6s', '1ms 400µs 80ns' or '0:10.5', in pretty-ms's notation. Kept apart so that a library
 * (pretty-ms) can take its place behind the same two functions.
 */
const DURATION_UNITS: readonly (readonly [string, number])[] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1000],
  ['ms', 1],
  ['µs', 0.001],
  ['ns', 0.000001],
];

/** 66000 → '1m 6s'; with sub-milliseconds 1.40008 → '1ms 400µs 80ns'. */
export function formatDuration(ms: number, subMilliseconds: boolean): string {
  const sign = ms < 0 ? '-' : '';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    const isSub = size < 1;
    if (isSub && !subMilliseconds) break;
    if (unit === 's' && !subMilliseconds && rest < 60_000 && rest >= 1000) {
      // Seconds keep one decimal when no smaller unit is shown (pretty-ms style: '6.5s').
      const seconds = Math.round((rest / 1000) * 10) / 10;
      parts.push(`${seconds}s`);
      break;
    }
    const count = Math.floor(rest / size + 1e-9);
    if (count > 0) {
      parts.push(`${count}${unit}`);
      rest -= count * size;
    }
  }
  if (parts.length === 0) return subMilliseconds ? '0ms' : `${Math.round(Math.abs(ms))}ms`;
  return sign + parts.join(' ');
}

/** 10500 → '0:10.5' (minutes:seconds, hours when needed). */
export function formatDurationColon(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const totalSeconds = Math.abs(ms) / 1000;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = Math.round((totalSeconds % 60) * 10) / 10;
  const secondsText = seconds < 10 ? `0${seconds}` : String(seconds);
  return hours > 0
    ? `${sign}${hours}:${String(minutes).padStart(2, '0')}:${secondsText}`
    : `${sign}${minutes}:${secondsText}`;
}
