/**
 * A query object's time range: Superset's get_since_until_from_time_range (the phrase resolved
 * with the extras' relative anchors, then moved back by `time_shift`) and the SQL of a time filter
 * (start inclusive, end exclusive).
 */
import { QueryObjectValidationError } from './queryErrors';
import type { QueryObjectExtras } from './queryObjectTypes';
import { resolveTimeRange, shiftTimeRange, TimeRangeError, type ResolvedTimeRange } from './timeRange';

export interface TimeRangeClock {
  /** The clock (tests pin it). */
  now?: Date;
}

function anchor(value: string | undefined): 'today' | 'now' | undefined {
  return value === 'today' || value === 'now' ? value : undefined;
}

/** One bound moved back by a legacy `time_shift` ("1 year ago"; a bare "1 year" counts as ago). */
function shiftBound(bound: Date | null, timeShift: string): Date | null {
  if (!bound) return null;
  const phrase = /\b(ago|later|from now)\s*$/i.test(timeShift.trim()) ? timeShift.trim() : `${timeShift.trim()} ago`;
  return shiftTimeRange({ since: bound, until: bound }, phrase).since;
}

/** [since, until) of a time range phrase; a phrase Superset cannot read is a 400 with its message. */
export function resolveQueryTimeRange(
  timeRange: string | null | undefined,
  extras: QueryObjectExtras,
  timeShift: string | null,
  clock: TimeRangeClock,
): ResolvedTimeRange {
  try {
    const range = resolveTimeRange(timeRange, {
      relativeStart: anchor(extras.relative_start),
      relativeEnd: anchor(extras.relative_end),
      now: clock.now,
    });
    if (!timeShift) return range;
    return { since: shiftBound(range.since, timeShift), until: shiftBound(range.until, timeShift) };
  } catch (error) {
    if (error instanceof TimeRangeError) throw new QueryObjectValidationError(error.message);
    throw error;
  }
}

/** `column >= since AND column < until` for the bounds that are set; null when neither is. */
export function timeFilterSql(
  columnSql: string,
  since: Date | null,
  until: Date | null,
  literal: (date: Date) => string,
): string | null {
  const parts: string[] = [];
  if (since) parts.push(`${columnSql} >= ${literal(since)}`);
  if (until) parts.push(`${columnSql} < ${literal(until)}`);
  return parts.length ? parts.join(' AND ') : null;
}
