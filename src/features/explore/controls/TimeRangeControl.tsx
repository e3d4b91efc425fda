/**
 * The time range: 'No filter' by default, 'Last …', 'previous calendar …', or a custom/advanced
 * `START : END` phrase in Superset's syntax (the server reads it).
 */
import { Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import type { ControlComponentProps } from './controlComponentProps';
import { ControlHeader } from './ControlHeader';
import { NO_TIME_RANGE as NO_FILTER } from '../../../../common/timeRange';

const LAST_CHOICES = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
const PREVIOUS_CHOICES = ['previous calendar week', 'previous calendar month', 'previous calendar year'] as const;

type TimeRangeKind = 'No filter' | 'Last' | 'Previous' | 'Advanced';

export function timeRangeKind(value: string): TimeRangeKind {
  if (!value || value === NO_FILTER) return 'No filter';
  if ((LAST_CHOICES as readonly string[]).includes(value)) return 'Last';
  if ((PREVIOUS_CHOICES as readonly string[]).includes(value)) return 'Previous';
  return 'Advanced';
}

/** `START : END` from two sides; an empty side stays empty (unbounded). */
export function advancedRange(start: string, end: string): string {
  return `${start.trim()} : ${end.trim()}`;
}

export function TimeRangePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [kind, setKind] = useState<TimeRangeKind>(timeRangeKind(value));
  const [sides] = useState(() => (value.includes(' : ') ? value.split(' : ') : ['', '']));
  const [start, setStart] = useState(sides[0] ?? '');
  const [end, setEnd] = useState(sides[1] ?? '');
  const choose = (next: TimeRangeKind) => {
    setKind(next);
    if (next === 'No filter') onChange(NO_FILTER);
    if (next === 'Last') onChange(LAST_CHOICES[1]);
    if (next === 'Previous') onChange(PREVIOUS_CHOICES[0]);
    if (next === 'Advanced') onChange(advancedRange(start, end));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="time-range-picker">
      <Radio.Group
        value={kind}
        onChange={(event) => choose(event.target.value as TimeRangeKind)}
        size="small"
        optionType="button"
      >
        <Radio.Button value="No filter">No filter</Radio.Button>
        <Radio.Button value="Last">Last</Radio.Button>
        <Radio.Button value="Previous">Previous</Radio.Button>
        <Radio.Button value="Advanced">Advanced</Radio.Button>
      </Radio.Group>
      {kind === 'Last' ? (
        <Select
          aria-label="Last"
          style={{ width: '100%' }}
          value={value}
          options={LAST_CHOICES.map((c) => ({ value: c, label: c }))}
          onChange={onChange}
        />
      ) : null}
      {kind === 'Previous' ? (
        <Select
          aria-label="Previous"
          style={{ width: '100%' }}
          value={value}
          options={PREVIOUS_CHOICES.map((c) => ({ value: c, label: c }))}
          onChange={onChange}
        />
      ) : null}
      {kind === 'Advanced' ? (
        <>
          <Input
            aria-label="START (INCLUSIVE)"
            placeholder="START (INCLUSIVE), e.g. 2024-01-01 or 7 days ago"
            value={start}
            onChange={(event) => {
              setStart(event.target.value);
              onChange(advancedRange(event.target.value, end));
            }}
          />
          <Input
            aria-label="END (EXCLUSIVE)"
            placeholder="END (EXCLUSIVE), e.g. now"
            value={end}
            onChange={(event) => {
              setEnd(event.target.value);
              onChange(advancedRange(start, event.target.value));
            }}
          />
        </>
      ) : null}
    </Space>
  );
}

export function TimeRangeControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const current = typeof value === 'string' && value ? value : NO_FILTER;
  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <div data-control={name}>
        <TimeRangePicker value={current} onChange={(next) => onChange(next)} />
      </div>
    </ControlHeader>
  );
}
