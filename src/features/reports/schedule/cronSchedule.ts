/**
 * The cron picker's model: a schedule chosen from presets (every hour, day, week, month) or typed
 * as a custom five-field crontab, turned into the expression the server stores and back.
 */
import cronstrue from 'cronstrue';

export type CronFrequency = 'hour' | 'day' | 'week' | 'month' | 'custom';

export interface CronSchedule {
  frequency: CronFrequency;
  minute: number;
  hour: number;
  /** 0 = Sunday … 6 = Saturday, as cron counts. */
  weekday: number;
  dayOfMonth: number;
  /** The typed expression when `frequency` is 'custom'. */
  custom: string;
}

/** Superset's default report schedule: every Monday at 12:00. */
export const DEFAULT_CRONTAB = '0 12 * * 1';

export const INVALID_CRON_TEXT = 'Invalid cron expression';

export const CRON_FREQUENCY_LABELS: Record<CronFrequency, string> = {
  hour: 'Every hour',
  day: 'Every day',
  week: 'Every week',
  month: 'Every month',
  custom: 'Custom (cron)',
};

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const NUMBER = /^\d{1,2}$/;

function inRange(text: string, low: number, high: number): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return value >= low && value <= high ? value : null;
}

/** The expression a schedule stands for (a custom one as typed: the form trims it when saving). */
export function cronExpressionOf(schedule: CronSchedule): string {
  const { minute, hour, weekday, dayOfMonth } = schedule;
  switch (schedule.frequency) {
    case 'hour':
      return `${minute} * * * *`;
    case 'day':
      return `${minute} ${hour} * * *`;
    case 'week':
      return `${minute} ${hour} * * ${weekday}`;
    case 'month':
      return `${minute} ${hour} ${dayOfMonth} * *`;
    case 'custom':
      return schedule.custom;
  }
}

/** Reads an expression back into a preset when it is one, else a custom schedule. */
export function cronScheduleOf(expression: string): CronSchedule {
  const custom = expression.trim();
  const base: CronSchedule = { frequency: 'custom', minute: 0, hour: 12, weekday: 1, dayOfMonth: 1, custom };
  const fields = custom.split(/\s+/);
  if (fields.length !== 5) return base;
  const [minuteText, hourText, dayText, monthText, weekdayText] = fields;
  const minute = inRange(minuteText, 0, 59);
  if (minute === null || monthText !== '*') return base;
  if (hourText === '*' && dayText === '*' && weekdayText === '*') return { ...base, frequency: 'hour', minute };
  const hour = inRange(hourText, 0, 23);
  if (hour === null) return base;
  if (dayText === '*' && weekdayText === '*') return { ...base, frequency: 'day', minute, hour };
  const weekday = inRange(weekdayText, 0, 6);
  if (dayText === '*' && weekday !== null) return { ...base, frequency: 'week', minute, hour, weekday };
  const dayOfMonth = inRange(dayText, 1, 31);
  if (dayOfMonth !== null && weekdayText === '*') return { ...base, frequency: 'month', minute, hour, dayOfMonth };
  return base;
}

type CronDescription = { sentence: string; error?: undefined } | { error: string; sentence?: undefined };

/**
 * The human-readable sentence of a five-field expression, or why it is not one. The server keeps
 * standard five-field crontabs, so a seconds or years field is refused here too.
 */
export function describeCron(expression: string): CronDescription {
  const trimmed = expression.trim();
  if (trimmed.split(/\s+/).length !== 5) return { error: INVALID_CRON_TEXT };
  try {
    return { sentence: cronstrue.toString(trimmed, { throwExceptionOnParseError: true }) };
  } catch (caught) {
    const text = caught instanceof Error ? caught.message : String(caught);
    return { error: text.replace(/^Error:\s*/, '') || INVALID_CRON_TEXT };
  }
}
