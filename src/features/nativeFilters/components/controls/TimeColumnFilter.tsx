/** The time column (filter_timecolumn): one of the target dataset's temporal columns, by name. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Select } from 'antd';
import { queryErrorText } from '../../../../api/baseApi';
import { useGetDatasetTemporalColumnsQuery } from '../../../../api/nativeFilterOptions';
import type { FilterControlProps } from './filterControlProps';
import { FilterControlError } from './FilterControlMessages';
import { filterMask } from './filterMask';

export function TimeColumnFilter({ filter, mask, onChange }: FilterControlProps) {
  const datasetId = filter.targets[0]?.datasetId;
  const { data, isFetching, error } = useGetDatasetTemporalColumnsQuery(
    typeof datasetId === 'number' ? datasetId : skipToken,
  );
  const options = (data ?? []).map((column) => ({
    value: column.column_name,
    label: column.verbose_name || column.column_name,
  }));
  const stored = mask.filterState?.value;
  const value = typeof stored === 'string' && stored ? stored : undefined;
  return (
    <div data-test="filter-control-input">
      <Select<string>
        aria-label={filter.name}
        style={{ width: '100%' }}
        value={value}
        options={options}
        loading={isFetching}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(name) => onChange(filterMask(filter, name ?? null, name ?? undefined))}
      />
      <FilterControlError message={queryErrorText(error)} />
    </div>
  );
}
