import { Form, InputNumber, Select } from 'antd';
import { CronPicker, TimezoneSelect } from '../schedule';
import { fieldStatus, type SectionProps } from './sectionProps';

/** Superset's log retention choices (days; 0 keeps none). */
const RETENTION_OPTIONS = [
  { value: 0, label: 'None' },
  { value: 30, label: '30 days' },
  { value: 60, label: '60 days' },
  { value: 90, label: '90 days' },
];

/** Seconds, at least 1 (Superset's TIMEOUT_MIN); an empty field is no value. */
function secondsOf(value: number | null): number | null {
  return value === null || value === 0 ? null : Math.max(1, Math.round(value));
}

/** 'Schedule': the crontab, timezone, log retention, and working timeout (reports) or grace period (alerts). */
export function ScheduleSection({ form, update, errors, isReport }: SectionProps) {
  return (
    <>
      <Form.Item label="Schedule" required {...fieldStatus(errors.crontab)}>
        <CronPicker value={form.crontab} onChange={(crontab) => update({ crontab })} />
      </Form.Item>
      <Form.Item label="Timezone" htmlFor="alert-timezone" required {...fieldStatus(errors.timezone)}>
        <TimezoneSelect id="alert-timezone" value={form.timezone} onChange={(timezone) => update({ timezone })} />
      </Form.Item>
      <Form.Item label="Log retention" htmlFor="alert-log-retention" required {...fieldStatus(errors.log_retention)}>
        <Select<number>
          id="alert-log-retention"
          aria-label="Log retention"
          value={form.logRetention}
          options={RETENTION_OPTIONS}
          onChange={(logRetention) => update({ logRetention })}
        />
      </Form.Item>
      {isReport ? (
        <Form.Item
          label="Working timeout"
          htmlFor="alert-working-timeout"
          required
          {...fieldStatus(errors.working_timeout)}
        >
          <InputNumber
            id="alert-working-timeout"
            aria-label="Working timeout"
            min={1}
            placeholder="Time in seconds"
            suffix="seconds"
            style={{ width: '100%' }}
            value={form.workingTimeout}
            onChange={(value) => update({ workingTimeout: secondsOf(value) })}
          />
        </Form.Item>
      ) : (
        <Form.Item label="Grace period" htmlFor="alert-grace-period" {...fieldStatus(errors.grace_period)}>
          <InputNumber
            id="alert-grace-period"
            aria-label="Grace period"
            min={1}
            placeholder="Time in seconds"
            suffix="seconds"
            style={{ width: '100%' }}
            value={form.gracePeriod}
            onChange={(value) => update({ gracePeriod: secondsOf(value) })}
          />
        </Form.Item>
      )}
    </>
  );
}
