/**
 * The numerical range (filter_range): the column's MIN and MAX bound a range slider and two
 * number inputs; an empty input leaves that end open.
 */
import { InputNumber, Slider, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { rangeBoundsQueryContext } from '../../rules/filterOptionsQuery';
import type { FilterControlProps } from './filterControlProps';
import { FilterControlError } from './FilterControlMessages';
import { filterMask } from './filterMask';
import { rangeBoundsOf, rangeLabel, rangeStep, rangeValueOf, type RangeValue } from './rangeValue';
import { useOptionQuery } from './useOptionQuery';

function asNumber(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

export function RangeFilter({ filter, dashboardId, mask, parentExtraFormData, onChange }: FilterControlProps) {
  const queryContext = useMemo(
    () => rangeBoundsQueryContext(filter, { dashboardId, parentExtraFormData }),
    [filter, dashboardId, parentExtraFormData],
  );
  const { data, isFetching, errorText } = useOptionQuery(queryContext, dashboardId);
  const bounds = rangeBoundsOf(data);
  const [lower, upper] = rangeValueOf(mask.filterState?.value);
  // The slider moves with the pointer; the value is handed on when the drag ends.
  const [dragged, setDragged] = useState<[number, number] | null>(null);

  const emit = (next: RangeValue) => {
    const open = next[0] === null && next[1] === null;
    onChange(filterMask(filter, open ? null : next, rangeLabel(next)));
  };

  const sliderValue: [number, number] | undefined = bounds
    ? (dragged ?? [lower ?? bounds.min, upper ?? bounds.max])
    : undefined;
  return (
    <div data-test="filter-control-input">
      <Spin spinning={isFetching} size="small">
        <Slider
          range
          aria-label={filter.name}
          disabled={!bounds}
          min={bounds?.min}
          max={bounds?.max}
          step={bounds ? rangeStep(bounds) : undefined}
          value={sliderValue}
          onChange={(next: number[]) => setDragged([next[0]!, next[1]!])}
          onChangeComplete={(next: number[]) => {
            setDragged(null);
            emit([next[0]!, next[1]!]);
          }}
        />
        <Space>
          <InputNumber
            aria-label="Minimum value"
            data-test="range-filter-from-input"
            placeholder={bounds ? String(bounds.min) : undefined}
            value={lower}
            onChange={(next) => emit([asNumber(next), upper])}
          />
          <InputNumber
            aria-label="Maximum value"
            data-test="range-filter-to-input"
            placeholder={bounds ? String(bounds.max) : undefined}
            value={upper}
            onChange={(next) => emit([lower, asNumber(next)])}
          />
        </Space>
      </Spin>
      <FilterControlError message={errorText} />
    </div>
  );
}
