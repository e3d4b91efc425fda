/**
 * Superset's time-range phrases (`superset/utils/date_parser.py`) → a half-open interval
 * [since, until). Contract only; implemented by the time-range work.
 */
export interface TimeRangeOptions {
  /** Anchor of relative phrases: 'today' (midnight) or 'now'. Default 'today'. */
  relativeStart?: 'today' | 'now';
  relativeEnd?: 'today' | 'now';
  /** The clock, for tests. */
  now?: Date;
}

export interface ResolvedTimeRange {
  /** Inclusive start, or null for unbounded. Wall-clock time as UTC. */
  since: Date | null;
  /** Exclusive end, or null for unbounded. */
  until: Date | null;
}

/** Throws TimeRangeError with Superset's message for a phrase it cannot read. */
export function resolveTimeRange(timeRange: string | null | undefined, options: TimeRangeOptions = {}): ResolvedTimeRange {
  void timeRange;
  void options;
  throw new Error('resolveTimeRange: not implemented yet');
}

export class TimeRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeRangeError';
  }
}
