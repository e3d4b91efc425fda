/** The time grain (filter_timegrain): one of the grain codes; the value is the code. */
import { Select } from 'antd';
import type { FilterControlProps } from './filterControlProps';
import { filterMask } from './filterMask';
import { TIME_GRAIN_OPTIONS, timeGrainLabel } from '../../rules/timeGrains';

export function TimeGrainFilter({ filter, mask, onChange }: FilterControlProps) {
  const stored = mask.filterState?.value;
  const value = typeof stored === 'string' && stored ? stored : undefined;
  return (
    <div data-test="filter-control-input">
      <Select<string>
        aria-label={filter.name}
        style={{ width: '100%' }}
        value={value}
        options={[...TIME_GRAIN_OPTIONS]}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(code) => onChange(filterMask(filter, code ?? null, code ? timeGrainLabel(code) : undefined))}
      />
    </div>
  );
}
