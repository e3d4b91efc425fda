/** Time zones offered by the schedule forms, and the default: the browser's own (as Superset). */

const FALLBACK_TIMEZONE = 'UTC';

/** The browser's IANA time zone, or UTC when it cannot say. */
export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIMEZONE;
  } catch {
    return FALLBACK_TIMEZONE;
  }
}

let cachedNames: string[] | null = null;

/** Every IANA zone the browser knows, UTC first. */
export function timezoneNames(): string[] {
  if (cachedNames) return cachedNames;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  cachedNames = [FALLBACK_TIMEZONE, ...known.filter((name) => name !== FALLBACK_TIMEZONE)];
  return cachedNames;
}
