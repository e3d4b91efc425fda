/**
 * When a report runs: its crontab (five fields, as croniter reads them; minute precision) in its
 * timezone, and the configured minimum interval between two runs. The API validates with these
 * and the scheduler plans with them, so both read a crontab the same way.
 */
import { Cron } from 'croner';

export const CRON_INVALID = 'Cron expression is not valid';

/** Python's math.ceil(minimum_interval / 60) in Superset's wording. */
export function frequencyNotAllowedMessage(reportType: string, minimumIntervalSeconds: number): string {
  const minutes = Math.ceil(minimumIntervalSeconds / 60);
  return (
    `${reportType} schedule frequency exceeding limit.` +
    ` Please configure a schedule with a minimum interval of ${minutes} minutes per execution.`
  );
}

/** A paused croner job for the crontab in the timezone; throws when the crontab does not parse. */
function reportCron(crontab: string, timezone = 'UTC'): Cron {
  return new Cron(crontab.trim(), { paused: true, timezone, mode: '5-part' });
}

export function isValidCrontab(crontab: string): boolean {
  if (crontab.trim() === '') return false;
  try {
    reportCron(crontab);
    return true;
  } catch {
    return false;
  }
}

/** Whether the IANA timezone name is known (aliases such as "US/Pacific" included, exact case). */
export function isValidTimezone(timezone: string): boolean {
  if (timezone === '' || timezone.trim() !== timezone) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: timezone }).resolvedOptions().timeZone;
    // Intl accepts any letter case; pytz's list (what Superset checks against) does not.
    return resolved === timezone || resolved.toLowerCase() !== timezone.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Whether two consecutive runs of the crontab ever come closer than `minimumSeconds`, looking
 * at the next 60 runs (24 when the minimum is above an hour, as Superset does). A minimum of
 * 0 or less allows any crontab.
 */
export function runsTooOften(crontab: string, minimumSeconds: number, from: Date = new Date()): boolean {
  if (minimumSeconds <= 0) return false;
  const iterations = minimumSeconds <= 3660 ? 60 : 24;
  const runs = reportCron(crontab).nextRuns(iterations + 1, from);
  for (let index = 1; index < runs.length; index += 1) {
    if ((runs[index].getTime() - runs[index - 1].getTime()) / 1000 < minimumSeconds) return true;
  }
  return false;
}
