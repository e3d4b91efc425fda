/**
 * The time range (filter_time): Explore's time range picker; 'No filter' means no value. The
 * picker keeps its own mode, so a value changed from outside (cleared, reset) starts it afresh.
 */
import { useRef, useState } from 'react';
import { NO_TIME_RANGE } from '../../../../../common/timeRange';
import { TimeRangePicker } from '../../../explore';
import type { FilterControlProps } from './filterControlProps';
import { filterMask } from './filterMask';

export function TimeRangeFilter({ filter, mask, onChange }: FilterControlProps) {
  const stored = mask.filterState?.value;
  const value = typeof stored === 'string' && stored ? stored : NO_TIME_RANGE;
  const emitted = useRef(value);
  const [shown, setShown] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== shown) {
    setShown(value);
    if (value !== emitted.current) setGeneration((count) => count + 1);
  }

  const handleChange = (next: string) => {
    emitted.current = next || NO_TIME_RANGE;
    const range = next && next !== NO_TIME_RANGE ? next : null;
    onChange(filterMask(filter, range, range ?? undefined));
  };
  return (
    <div data-test="filter-control-input">
      <TimeRangePicker key={generation} value={value} onChange={handleChange} />
    </div>
  );
}
