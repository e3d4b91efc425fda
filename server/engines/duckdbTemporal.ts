/**
 * Fast ISO formatting of DuckDB's temporal values, as Python's `isoformat()` writes them (which is
 * what Superset's JSON carries): DATE "YYYY-MM-DD", TIMESTAMP "YYYY-MM-DDTHH:MM:SS[.ffffff]"
 * (naive), TIMESTAMPTZ the same in UTC with "+00:00", TIME "HH:MM:SS[.ffffff]".
 *
 * Plain arithmetic on numbers (no Date objects, no bigint maths on the common path): result sets
 * of 100k rows format a timestamp per row. Values outside years 1–9999 (which Python cannot
 * represent either) and DuckDB's ±infinity fall back to DuckDB's own text.
 */

const PAD2: readonly string[] = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const MICROS_PER_DAY = 86_400_000_000;
const MICROS_PER_DAY_BIG = 86_400_000_000n;
/** Days since 1970-01-01 of 0001-01-01 and 9999-12-31. */
const MIN_ISO_DAYS = -719_162;
const MAX_ISO_DAYS = 2_932_896;
const TIMESTAMP_POS_INF = 2n ** 63n - 1n;
const TIMESTAMP_NEG_INF = -(2n ** 63n - 1n);
const DATE_POS_INF = 2 ** 31 - 1;
const DATE_NEG_INF = -(2 ** 31 - 1);

/** Whether a day number has a four-digit ISO year (0001–9999). */
function isIsoDay(days: number): boolean {
  return days >= MIN_ISO_DAYS && days <= MAX_ISO_DAYS;
}

/** Civil date from days since the epoch (Howard Hinnant's algorithm), for years 1–9999. */
function isoDateFromDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const yearText = year >= 1000 ? String(year) : String(year).padStart(4, '0');
  return `${yearText}-${PAD2[month]}-${PAD2[day]}`;
}

/** "HH:MM:SS[.ffffff]" from microseconds within a day (0 ≤ micros < 86 400 000 000). */
export function isoTimeFromMicros(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const fraction = micros - seconds * 1_000_000;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  const text = `${PAD2[hours] ?? String(hours)}:${PAD2[minutes]}:${PAD2[seconds % 60]}`;
  return fraction === 0 ? text : `${text}.${String(fraction).padStart(6, '0')}`;
}

/**
 * DATE → "YYYY-MM-DD". `fallback` renders out-of-range days (DuckDB's own text), called rarely.
 */
export function isoDate(days: number, fallback: () => string): string {
  if (isIsoDay(days)) return isoDateFromDays(days);
  if (days === DATE_POS_INF) return 'infinity';
  if (days === DATE_NEG_INF) return '-infinity';
  return fallback();
}

/** TIMESTAMP (microseconds since the epoch) → ISO; `suffix` is appended (e.g. "+00:00"). */
export function isoTimestamp(micros: bigint, suffix: string, fallback: () => string): string {
  if (micros === TIMESTAMP_POS_INF) return 'infinity';
  if (micros === TIMESTAMP_NEG_INF) return '-infinity';
  let days: number;
  let microsOfDay: number;
  const asNumber = Number(micros);
  if (Number.isSafeInteger(asNumber)) {
    days = Math.floor(asNumber / MICROS_PER_DAY);
    microsOfDay = asNumber - days * MICROS_PER_DAY;
  } else {
    let bigDays = micros / MICROS_PER_DAY_BIG;
    if (micros < 0n && bigDays * MICROS_PER_DAY_BIG !== micros) bigDays -= 1n;
    days = Number(bigDays);
    microsOfDay = Number(micros - bigDays * MICROS_PER_DAY_BIG);
  }
  if (!isIsoDay(days)) return fallback();
  return `${isoDateFromDays(days)}T${isoTimeFromMicros(microsOfDay)}${suffix}`;
}

/** A UTC offset in seconds as "+HH:MM" (or "+HH:MM:SS" when it has seconds), as Python writes it. */
export function isoOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const absolute = Math.abs(offsetSeconds);
  const hours = Math.floor(absolute / 3600);
  const minutes = Math.floor(absolute / 60) % 60;
  const seconds = absolute % 60;
  const text = `${sign}${PAD2[hours] ?? String(hours)}:${PAD2[minutes]}`;
  return seconds === 0 ? text : `${text}:${PAD2[seconds]}`;
}

/** Floor division of a bigint by a positive bigint. */
export function floorDiv(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor;
  return value < 0n && quotient * divisor !== value ? quotient - 1n : quotient;
}
