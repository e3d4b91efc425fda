// @vitest-environment node
/** The cron picker's model: presets become crontabs and back; sentences and errors for an expression. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRONTAB,
  INVALID_CRON_TEXT,
  cronExpressionOf,
  cronScheduleOf,
  describeCron,
  type CronSchedule,
} from '../../../../src/features/reports/schedule/cronSchedule';

const base: CronSchedule = { frequency: 'hour', minute: 15, hour: 9, weekday: 3, dayOfMonth: 20, custom: '' };

describe('cron presets', () => {
  it('turns each preset into its five-field expression', () => {
    expect(cronExpressionOf({ ...base, frequency: 'hour' })).toBe('15 * * * *');
    expect(cronExpressionOf({ ...base, frequency: 'day' })).toBe('15 9 * * *');
    expect(cronExpressionOf({ ...base, frequency: 'week' })).toBe('15 9 * * 3');
    expect(cronExpressionOf({ ...base, frequency: 'month' })).toBe('15 9 20 * *');
    expect(cronExpressionOf({ ...base, frequency: 'custom', custom: '*/5 * * * *' })).toBe('*/5 * * * *');
  });

  it('reads an expression back into its preset', () => {
    expect(cronScheduleOf(DEFAULT_CRONTAB)).toMatchObject({ frequency: 'week', minute: 0, hour: 12, weekday: 1 });
    expect(cronScheduleOf('30 * * * *')).toMatchObject({ frequency: 'hour', minute: 30 });
    expect(cronScheduleOf('0 7 * * *')).toMatchObject({ frequency: 'day', minute: 0, hour: 7 });
    expect(cronScheduleOf('5 6 28 * *')).toMatchObject({ frequency: 'month', minute: 5, hour: 6, dayOfMonth: 28 });
  });

  it('keeps anything else as a custom expression', () => {
    for (const expression of ['*/5 * * * *', '0 12 * * 1-5', '0 12 1 6 *', '0 12 1 * 1', 'nonsense']) {
      expect(cronScheduleOf(expression)).toMatchObject({ frequency: 'custom', custom: expression });
    }
  });
});

describe('cron sentence', () => {
  it('describes a valid expression in words', () => {
    expect(describeCron(DEFAULT_CRONTAB)).toEqual({ sentence: 'At 12:00 PM, only on Monday' });
  });

  it('refers an invalid field by its reason', () => {
    expect(describeCron('61 * * * *').error).toMatch(/minutes part must be >= 0 and <= 59/);
  });

  it('refuses expressions without exactly five fields', () => {
    expect(describeCron('0 12 * *')).toEqual({ error: INVALID_CRON_TEXT });
    expect(describeCron('0 0 12 * * 1')).toEqual({ error: INVALID_CRON_TEXT });
    expect(describeCron('')).toEqual({ error: INVALID_CRON_TEXT });
  });
});
