/**
 * When a report is due: its crontab read in its timezone by croner, as Superset reads it with
 * croniter (five fields, day-of-month OR day-of-week). An unknown timezone falls back to UTC, as
 * Superset's cron_schedule_window does.
 */
import { Cron } from 'croner';

/** Due times counted one by one at most; past it a gap is only reported as "more than". */
export const MISSED_RUNS_COUNT_CAP = 1000;

/** The smallest window looked back through for the latest due time (then doubled). */
const FIRST_LOOKBACK_MS = 60_000;

interface DuePlan {
  /** The latest due time in the window, the one to run; null when none fell due. */
  latest: Date | null;
  /** Due times in the window before `latest`: runs missed (capped at MISSED_RUNS_COUNT_CAP + 1). */
  missedCount: number;
  /** The latest of the missed due times, null when none was missed. */
  latestMissed: Date | null;
}

/** A crontab that cannot be read. */
export class InvalidCrontabError extends Error {
  constructor(crontab: string, cause: unknown) {
    super(`Invalid crontab "${crontab}"`, { cause });
    this.name = 'InvalidCrontabError';
  }
}

function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** The schedule of `crontab` in `timezone` (UTC when unknown); throws InvalidCrontabError. */
export function cronSchedule(crontab: string, timezone: string): Cron {
  try {
    return new Cron(crontab, {
      timezone: isKnownTimezone(timezone) ? timezone : 'UTC',
      paused: true,
      mode: '5-part',
    });
  } catch (error) {
    throw new InvalidCrontabError(crontab, error);
  }
}

/** The first due time strictly after `after`, or null. */
function nextAfter(schedule: Cron, after: Date): Date | null {
  return schedule.nextRun(after);
}

/**
 * The latest due time in (after, now], found by looking back through doubling windows: walking
 * forward from `after` would take one step per due time (a server down for a month with an
 * every-minute report is 43,200 steps of croner's ~0.3 ms).
 */
function latestDue(schedule: Cron, after: Date, now: Date): Date | null {
  let windowMs = FIRST_LOOKBACK_MS;
  for (;;) {
    const from = new Date(Math.max(after.getTime(), now.getTime() - windowMs));
    let candidate = nextAfter(schedule, from);
    if (candidate && candidate <= now) {
      // Walk to the last one in the window; the window before the doubling held none, so few remain.
      for (let next = nextAfter(schedule, candidate); next && next <= now; next = nextAfter(schedule, next)) {
        candidate = next;
      }
      return candidate;
    }
    if (from.getTime() === after.getTime()) return null;
    windowMs *= 2;
  }
}

/** The due times of `schedule` in (after, now]: the one to run and how many were missed before it. */
export function planDueTimes(schedule: Cron, after: Date, now: Date): DuePlan {
  if (now <= after) return { latest: null, missedCount: 0, latestMissed: null };
  const latest = latestDue(schedule, after, now);
  if (!latest) return { latest: null, missedCount: 0, latestMissed: null };
  let missedCount = 0;
  let latestMissed: Date | null = null;
  for (
    let due = nextAfter(schedule, after);
    due && due < latest && missedCount <= MISSED_RUNS_COUNT_CAP;
    due = nextAfter(schedule, due)
  ) {
    missedCount += 1;
    latestMissed = due;
  }
  if (missedCount > MISSED_RUNS_COUNT_CAP) latestMissed = previousBefore(schedule, after, latest);
  return { latest, missedCount, latestMissed };
}

/** The latest due time in (after, before), found as latestDue does. */
function previousBefore(schedule: Cron, after: Date, before: Date): Date | null {
  return latestDue(schedule, after, new Date(before.getTime() - 1));
}
