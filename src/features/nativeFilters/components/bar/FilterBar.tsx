/**
 * The dashboard's filter bar (reference §4.5): its native filters and dividers in order, the
 * applied cross-filters, 'Apply filters' for the selections made since the last apply (or at once
 * with instant filtering) and 'Clear all'. Vertical beside the grid (240 px, 320 px on wide
 * screens, collapsible, the choice kept) or horizontal above it with the overflow in 'More filters'.
 */
import { Button, Checkbox, Dropdown, Popover } from 'antd';
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LOG_ACTIONS_CHANGE_DASHBOARD_FILTER, logEvent } from '../../../logging';
import { filterSelectionChanged, pendingSelectionsSettled } from '../../nativeFiltersSlice';
import type { FilterConfigItem, FilterDataMask } from '../../rules/filterTypes';
import { CrossFiltersList } from './CrossFiltersList';
import { anyValueShown, changedSelections, clearAllSelections } from './filterBarSelections';
import { FilterBarEntries } from './FilterBarEntries';
import { useFilterBarOpen, useInstantFiltering } from './filterBarPreferences';

const FILTER_BAR_WIDTH = 240;
const WIDE_FILTER_BAR_WIDTH = 320;
const WIDE_SCREEN = 1600;
const HORIZONTAL_SLOTS_WIDTH = 260;

interface FilterBarProps {
  dashboardId: number;
  /** Owners may open the filters configuration. */
  onEditFilters?: () => void;
  /** Puts masks into the applied data mask (the dashboard owns it). */
  onApplyMasks(masks: Record<string, FilterDataMask>): void;
  /** Owners may edit which charts each chart's cross-filter reaches. */
  onEditCrossFilterScoping?: () => void;
  /** Width the horizontal bar can use (for what goes into 'More filters'). */
  availableWidth: number;
}

export function FilterBar({
  dashboardId,
  onEditFilters,
  onEditCrossFilterScoping,
  onApplyMasks,
  availableWidth,
}: FilterBarProps) {
  const dispatch = useAppDispatch();
  const itemsById = useAppSelector((state) => state.nativeFilters.items);
  const order = useAppSelector((state) => state.nativeFilters.order);
  const orientation = useAppSelector((state) => state.nativeFilters.orientation);
  const pending = useAppSelector((state) => state.nativeFilters.pending);
  const applied = useAppSelector((state) => state.dataMask);
  const [open, setOpen] = useFilterBarOpen(dashboardId);
  const [instant, setInstant] = useInstantFiltering();
  const items = useMemo(
    () => order.map((id) => itemsById[id]).filter(Boolean) as FilterConfigItem[],
    [order, itemsById],
  );
  const changed = changedSelections(pending, applied);
  const canApply = Object.keys(changed).length > 0;

  const apply = useCallback(() => {
    dispatch(logEvent(LOG_ACTIONS_CHANGE_DASHBOARD_FILTER, { filter_ids: Object.keys(changed) }));
    onApplyMasks(changed);
    dispatch(pendingSelectionsSettled());
  }, [dispatch, onApplyMasks, changed]);

  const select = useCallback(
    (id: string, mask: FilterDataMask, options?: { initial?: boolean }) => {
      if (instant && !options?.initial) dispatch(logEvent(LOG_ACTIONS_CHANGE_DASHBOARD_FILTER, { filter_ids: [id] }));
      if (instant || options?.initial) onApplyMasks({ [id]: mask });
      else dispatch(filterSelectionChanged(id, mask));
    },
    [dispatch, instant, onApplyMasks],
  );

  const clearAll = () => {
    const cleared = clearAllSelections(items, pending, applied);
    if (instant) {
      onApplyMasks(cleared);
      dispatch(pendingSelectionsSettled());
    } else for (const [id, mask] of Object.entries(cleared)) dispatch(filterSelectionChanged(id, mask));
  };

  const actions = (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        type="primary"
        size="small"
        disabled={!canApply}
        onClick={apply}
        data-test="filter-bar-apply"
        style={instant ? { display: 'none' } : undefined}
      >
        Apply filters
      </Button>
      <Button
        size="small"
        disabled={!anyValueShown(items, pending, applied)}
        onClick={clearAll}
        data-test="filter-bar-clear-all"
      >
        Clear all
      </Button>
    </div>
  );
  const settings = (
    <Popover
      trigger="click"
      content={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Checkbox
            checked={instant}
            onChange={(event) => setInstant(event.target.checked)}
            data-test="instant-filtering"
          >
            Apply filters instantly
          </Checkbox>
          {onEditCrossFilterScoping ? (
            <Button
              size="small"
              type="link"
              style={{ padding: 0 }}
              onClick={onEditCrossFilterScoping}
              data-test="cross-filter-scoping"
            >
              Cross-filtering scoping
            </Button>
          ) : null}
        </div>
      }
    >
      <Button size="small" type="text" aria-label="Filter bar settings" data-test="filter-bar-settings">
        ⚙
      </Button>
    </Popover>
  );

  if (orientation === 'HORIZONTAL') {
    const slots = Math.max(1, Math.floor((availableWidth - 400) / HORIZONTAL_SLOTS_WIDTH));
    const shown = items.slice(0, slots);
    const overflow = items.slice(slots);
    return (
      <div
        data-test="filter-bar"
        data-orientation="HORIZONTAL"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '8px 16px',
          background: '#fff',
          borderBottom: '1px solid #e0e0e0',
        }}
      >
        <strong>Filters</strong>
        <FilterBarEntries items={shown} dashboardId={dashboardId} orientation="HORIZONTAL" onSelect={select} />
        {overflow.length ? (
          <Dropdown
            trigger={['click']}
            popupRender={() => (
              <div style={{ background: '#fff', padding: 16, boxShadow: '0 2px 8px rgba(0,0,0,0.15)', width: 280 }}>
                <FilterBarEntries items={overflow} dashboardId={dashboardId} orientation="VERTICAL" onSelect={select} />
              </div>
            )}
          >
            <Button size="small" data-test="more-filters">
              More filters ({overflow.length})
            </Button>
          </Dropdown>
        ) : null}
        <CrossFiltersList orientation="HORIZONTAL" onApplyMasks={onApplyMasks} />
        <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
          {actions}
          {settings}
          {onEditFilters ? (
            <Button size="small" type="link" onClick={onEditFilters} data-test="edit-filters">
              Add/Edit Filters
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (!open) {
    return (
      <div
        data-test="filter-bar"
        data-orientation="VERTICAL"
        data-collapsed="true"
        style={{ width: 32, padding: '12px 4px' }}
      >
        <Button
          size="small"
          type="text"
          aria-label="Expand filter bar"
          onClick={() => setOpen(true)}
          data-test="filter-bar-expand"
        >
          »
        </Button>
      </div>
    );
  }
  const width = window.innerWidth >= WIDE_SCREEN ? WIDE_FILTER_BAR_WIDTH : FILTER_BAR_WIDTH;
  return (
    <aside
      data-test="filter-bar"
      data-orientation="VERTICAL"
      style={{
        width,
        flex: 'none',
        padding: 16,
        background: '#fff',
        borderRight: '1px solid #e0e0e0',
        boxSizing: 'border-box',
        alignSelf: 'stretch',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12 }}>
        <strong style={{ flex: 1 }}>Filters</strong>
        {settings}
        <Button
          size="small"
          type="text"
          aria-label="Collapse filter bar"
          onClick={() => setOpen(false)}
          data-test="filter-bar-collapse"
        >
          «
        </Button>
      </div>
      {onEditFilters ? (
        <Button
          size="small"
          type="link"
          style={{ padding: 0, marginBottom: 12 }}
          onClick={onEditFilters}
          data-test="edit-filters"
        >
          + Add/Edit Filters
        </Button>
      ) : null}
      <div style={{ marginBottom: 16 }}>{actions}</div>
      <CrossFiltersList orientation="VERTICAL" onApplyMasks={onApplyMasks} />
      {items.length === 0 ? <p style={{ color: '#666' }}>No filters are currently added to this dashboard.</p> : null}
      <FilterBarEntries items={items} dashboardId={dashboardId} orientation="VERTICAL" onSelect={select} />
    </aside>
  );
}
