/** One filter in the bar: its name (and description), then its value control. */
import { Tooltip } from 'antd';
import { memo, useCallback, useMemo } from 'react';
import type { ExtraFormData } from '../../../../api/chartDataTypes';
import { useAppSelector } from '../../../../app/hooks';
import type { FilterDataMask, NativeFilterConfig } from '../../rules/filterTypes';
import { FilterControl } from '../controls/FilterControl';
import { parentExtraFormData, shownMask } from './filterBarSelections';

interface FilterBarItemProps {
  filter: NativeFilterConfig;
  dashboardId: number;
  orientation: 'VERTICAL' | 'HORIZONTAL';
  onSelect(id: string, mask: FilterDataMask, options?: { initial?: boolean }): void;
}

export const FilterBarItem = memo(function FilterBarItem({
  filter,
  dashboardId,
  orientation,
  onSelect,
}: FilterBarItemProps) {
  const pending = useAppSelector((state) => state.nativeFilters.pending);
  const applied = useAppSelector((state) => state.dataMask);
  const mask = shownMask(filter.id, pending, applied);
  const parents = JSON.stringify(parentExtraFormData(filter, pending, applied));
  const parentSelections = useMemo(() => JSON.parse(parents) as ExtraFormData, [parents]);
  const isPending = Boolean(pending[filter.id]);
  const onChange = useCallback(
    (next: FilterDataMask, options?: { initial?: boolean }) => onSelect(filter.id, next, options),
    [onSelect, filter.id],
  );
  const horizontal = orientation === 'HORIZONTAL';
  return (
    <div
      data-test="filter-control"
      data-filter-id={filter.id}
      data-filter-name={filter.name}
      data-pending={isPending || undefined}
      style={
        horizontal
          ? { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }
          : { display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16 }
      }
    >
      <label style={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-test="filter-control-name">
        {filter.description ? <Tooltip title={filter.description}>{filter.name}</Tooltip> : filter.name}
      </label>
      <div style={horizontal ? { width: 200 } : undefined}>
        <FilterControl
          filter={filter}
          dashboardId={dashboardId}
          mask={mask}
          parentExtraFormData={parentSelections}
          orientation={orientation}
          onChange={onChange}
        />
      </div>
    </div>
  );
});
