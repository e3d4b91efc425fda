/** Superset's BoundsControl: a [min, max] pair of numbers, either of which may be left empty. */
import { InputNumber, Space } from 'antd';
import type { ControlComponentProps } from './controlComponentProps';
import { ControlHeader } from './ControlHeader';

type Bound = number | null;

function boundsOf(value: unknown): [Bound, Bound] {
  const pair = Array.isArray(value) ? value : [];
  const bound = (item: unknown): Bound => (typeof item === 'number' && Number.isFinite(item) ? item : null);
  return [bound(pair[0]), bound(pair[1])];
}

export function BoundsControl({ name, config, value, onChange, validationErrors }: ControlComponentProps) {
  const [min, max] = boundsOf(value);
  return (
    <ControlHeader label={config.label} description={config.description} validationErrors={validationErrors}>
      <Space.Compact style={{ width: '100%' }} data-control={name}>
        <InputNumber
          aria-label="Min"
          placeholder="Min"
          style={{ width: '50%' }}
          value={min}
          onChange={(next) => onChange([typeof next === 'number' ? next : null, max])}
        />
        <InputNumber
          aria-label="Max"
          placeholder="Max"
          style={{ width: '50%' }}
          value={max}
          onChange={(next) => onChange([min, typeof next === 'number' ? next : null])}
        />
      </Space.Compact>
    </ControlHeader>
  );
}
