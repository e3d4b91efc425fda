/** Timestamps normalised to ISO 8601 in UTC, ending in 'Z'. */

// date, optional time (separated by 'T' or a space), optional fraction, optional zone.
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function withSeconds(time: string | undefined): string {
  if (!time) return '00:00:00';
  return time.length === 5 ? `${time}:00` : time;
}

/**
 * Normalises a timestamp to ISO form ending in Z:
 * - '2024-01-02 03:04:05' and '2024-01-02T03:04:05' (no zone: taken as UTC, as the server
 *   writes them) → '2024-01-02T03:04:05Z'; fractions are kept ('…05.123Z');
 * - '2024-01-02' → '2024-01-02T00:00:00Z'; '2024-01-02T03:04' → '2024-01-02T03:04:00Z';
 * - already ending in Z → unchanged (a space separator becomes 'T');
 * - with an offset ('+02:00', '-0530', '+02') → converted to UTC;
 * - a number (epoch ms) or a Date → its UTC ISO string;
 * - anything unparsable is returned as given.
 */
export function normalizeTimestamp(value: string | number | Date): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
  }
  const text = value.trim();
  const match = TIMESTAMP.exec(text);
  if (!match) return value;
  const [, day, time, fraction = '', zone] = match;
  const local = `${day}T${withSeconds(time)}${fraction}`;
  if (!zone || zone.toUpperCase() === 'Z') {
    return Number.isNaN(Date.parse(`${local}Z`)) ? value : `${local}Z`;
  }
  const digits = zone.replace(':', '');
  const offset = `${digits.slice(0, 3)}:${digits.slice(3, 5) || '00'}`;
  const date = new Date(`${local}${offset}`);
  if (Number.isNaN(date.getTime())) return value;
  const iso = date.toISOString();
  return fraction ? iso : iso.replace(/\.000Z$/, 'Z');
}
