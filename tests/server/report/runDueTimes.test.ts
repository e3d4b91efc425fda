import { describe, expect, it } from 'vitest';
import {
  InvalidCrontabError,
  MISSED_RUNS_COUNT_CAP,
  cronSchedule,
  planDueTimes,
} from '../../../server/jobs/reportDueTimes';

const at = (iso: string): Date => new Date(iso);

describe('report due times', () => {
  it('runs the latest due time after the last handled one, missing none when ticks keep up', () => {
    const everyMinute = cronSchedule('* * * * *', 'UTC');
    expect(planDueTimes(everyMinute, at('2030-01-01T10:00:00Z'), at('2030-01-01T10:01:00.050Z'))).toEqual({
      latest: at('2030-01-01T10:01:00Z'),
      missedCount: 0,
      latestMissed: null,
    });
  });

  it('finds nothing due when the next due time is after now, or now is not after the last one', () => {
    const everyMinute = cronSchedule('* * * * *', 'UTC');
    expect(planDueTimes(everyMinute, at('2030-01-01T10:01:00Z'), at('2030-01-01T10:01:30Z')).latest).toBeNull();
    expect(planDueTimes(everyMinute, at('2030-01-01T10:01:00Z'), at('2030-01-01T10:01:00Z')).latest).toBeNull();
  });

  it('counts the due times missed before the latest (the server was down)', () => {
    const everyMinute = cronSchedule('* * * * *', 'UTC');
    const plan = planDueTimes(everyMinute, at('2030-01-01T10:04:00Z'), at('2030-01-01T10:10:05Z'));
    expect(plan).toEqual({
      latest: at('2030-01-01T10:10:00Z'),
      missedCount: 5,
      latestMissed: at('2030-01-01T10:09:00Z'),
    });
  });

  it('caps the count of a long outage and still finds the latest due time quickly', () => {
    const everyMinute = cronSchedule('* * * * *', 'UTC');
    const started = performance.now();
    const plan = planDueTimes(everyMinute, at('2030-01-01T00:00:00Z'), at('2030-02-01T00:00:30Z'));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(plan.latest).toEqual(at('2030-02-01T00:00:00Z'));
    expect(plan.missedCount).toBe(MISSED_RUNS_COUNT_CAP + 1);
    expect(plan.latestMissed).toEqual(at('2030-01-31T23:59:00Z'));
  });

  it("reads the crontab in the report's timezone", () => {
    const nineInNewYork = cronSchedule('0 9 * * *', 'America/New_York');
    const plan = planDueTimes(nineInNewYork, at('2030-01-01T00:00:00Z'), at('2030-01-01T15:00:00Z'));
    expect(plan.latest).toEqual(at('2030-01-01T14:00:00Z'));
  });

  it('falls back to UTC for an unknown timezone, as Superset', () => {
    const nine = cronSchedule('0 9 * * *', 'Mars/Olympus_Mons');
    expect(planDueTimes(nine, at('2030-01-01T00:00:00Z'), at('2030-01-01T10:00:00Z')).latest).toEqual(
      at('2030-01-01T09:00:00Z'),
    );
  });

  it('refuses a crontab it cannot read', () => {
    expect(() => cronSchedule('not a crontab', 'UTC')).toThrow(InvalidCrontabError);
  });
});
