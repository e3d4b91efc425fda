/** Date texts of the report pages, in the browser's time zone unless said otherwise. */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function parseDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A server time without a zone is UTC (Superset stores naive UTC).
  const text = typeof value === 'string' && !/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? `${value}Z` : value;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD HH:mm:ss+hh:mm' in local time, as the list's 'Last run'; '' when there is none. */
export function formatDateTimeWithZone(value: string | number | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}${zone}`;
}

/** 'YYYY-MM-DD hh:mm:ss am' in UTC, as the execution log's columns '(UTC)'; '' when there is none. */
export function formatUtcDateTime(value: string | number | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '';
  const hours = date.getUTCHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(twelve)}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The time between start and end as 'HH:mm:ss.SS'; '' while a run has not ended. */
export function formatRunDuration(start: string | null | undefined, end: string | null | undefined): string {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return '';
  const total = Math.max(0, to.getTime() - from.getTime());
  const hundredths = Math.floor((total % 1000) / 10);
  const seconds = Math.floor(total / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(
    hundredths,
  )}`;
}
