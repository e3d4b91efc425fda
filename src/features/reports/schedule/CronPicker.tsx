/**
 * A schedule picker: presets (every hour at a minute, every day / week / month at a time) or a
 * custom crontab, with the sentence of the resulting expression under it. Controlled by `value`.
 */
import { Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import {
  CRON_FREQUENCY_LABELS,
  WEEKDAY_NAMES,
  cronExpressionOf,
  cronScheduleOf,
  describeCron,
  type CronFrequency,
  type CronSchedule,
} from './cronSchedule';

interface CronPickerProps {
  value: string;
  onChange: (expression: string) => void;
}

const FREQUENCY_OPTIONS = (Object.keys(CRON_FREQUENCY_LABELS) as CronFrequency[]).map((frequency) => ({
  value: frequency,
  label: CRON_FREQUENCY_LABELS[frequency],
}));

const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, index) => ({ value: index, label: name }));

function NumberField(props: { label: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  return (
    <InputNumber
      aria-label={props.label}
      min={props.min}
      max={props.max}
      precision={0}
      value={props.value}
      onChange={(next) => {
        if (typeof next === 'number') props.onChange(next);
      }}
      style={{ width: 72 }}
    />
  );
}

export function CronPicker({ value, onChange }: CronPickerProps) {
  // The schedule is kept here so a custom expression that happens to match a preset stays custom.
  const [schedule, setSchedule] = useState<CronSchedule>(() => cronScheduleOf(value));
  // A value set from outside (a report loaded for editing) replaces what was picked here.
  let shown = schedule;
  if (cronExpressionOf(schedule) !== value) {
    shown = schedule.frequency === 'custom' ? { ...schedule, custom: value } : cronScheduleOf(value);
  }

  const update = (patch: Partial<CronSchedule>) => {
    const next = { ...shown, ...patch };
    if (patch.frequency === 'custom') next.custom = cronExpressionOf(shown);
    setSchedule(next);
    onChange(cronExpressionOf(next));
  };

  const description = describeCron(value);
  const { frequency } = shown;
  const timeFields = (
    <>
      <span>at</span>
      <NumberField label="Hour" value={shown.hour} min={0} max={23} onChange={(hour) => update({ hour })} />
      <span>:</span>
      <NumberField label="Minute" value={shown.minute} min={0} max={59} onChange={(minute) => update({ minute })} />
    </>
  );

  return (
    <div data-testid="cron-picker">
      <Space wrap align="center">
        <Select
          aria-label="Schedule frequency"
          value={frequency}
          options={FREQUENCY_OPTIONS}
          onChange={(next: CronFrequency) => update({ frequency: next })}
          style={{ width: 150 }}
        />
        {frequency === 'hour' ? (
          <>
            <span>at minute</span>
            <NumberField
              label="Minute"
              value={shown.minute}
              min={0}
              max={59}
              onChange={(minute) => update({ minute })}
            />
          </>
        ) : null}
        {frequency === 'week' ? (
          <>
            <span>on</span>
            <Select
              aria-label="Day of week"
              value={shown.weekday}
              options={WEEKDAY_OPTIONS}
              onChange={(weekday: number) => update({ weekday })}
              style={{ width: 130 }}
            />
          </>
        ) : null}
        {frequency === 'month' ? (
          <>
            <span>on day</span>
            <NumberField
              label="Day of month"
              value={shown.dayOfMonth}
              min={1}
              max={31}
              onChange={(dayOfMonth) => update({ dayOfMonth })}
            />
          </>
        ) : null}
        {frequency === 'day' || frequency === 'week' || frequency === 'month' ? timeFields : null}
      </Space>
      {frequency === 'custom' ? (
        <Input
          aria-label="Cron expression"
          value={value}
          placeholder="0 12 * * 1"
          onChange={(event) => update({ custom: event.target.value })}
          style={{ marginTop: 8, fontFamily: 'monospace' }}
        />
      ) : null}
      <div style={{ marginTop: 8 }}>
        {description.sentence !== undefined ? (
          <Typography.Text type="secondary" data-testid="cron-sentence">
            {description.sentence}
          </Typography.Text>
        ) : (
          <Typography.Text type="danger" role="alert" data-testid="cron-error">
            {description.error}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
