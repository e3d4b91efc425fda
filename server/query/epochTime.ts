/** ISO date/time text ↔ epoch milliseconds (UTC wall clock), as the chart results carry time. */

const ISO_DATETIME =
  /^(-?\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2}(?::\d{2})?)?)?$/;

/** "YYYY-MM-DD[( |T)HH:MM[:SS[.f]]][Z|±HH[:MM]]" → epoch ms (naive text is UTC); null otherwise. */
export function isoToEpochMs(text: string): number | null {
  const match = ISO_DATETIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), Math.floor(Number(`0.${fraction || '0'}`) * 1000));
  let ms = date.getTime();
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(/:/g, '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2, 4) || '0');
    const seconds = Number(digits.slice(4, 6) || '0');
    ms -= sign * ((hours * 60 + minutes) * 60 + seconds) * 1000;
  }
  return Number.isFinite(ms) ? ms : null;
}
