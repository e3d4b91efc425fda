/**
 * The dashboard with its filter bar (not in edit mode): vertical to the left of the grid, or
 * horizontal above it. It also keeps `native_filters_key` in the address and opens the filters
 * configuration and cross-filter scoping modals for those who can edit.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { FilterBar, type FilterDataMask } from '../../../nativeFilters';
import { useContainerWidth } from '../../hooks/useContainerWidth';
import { useFilterStateAddress } from '../../hooks/useFilterStateAddress';
import { applyFilterMasks } from '../../state/applyFilterMasks';
import { FilterModals, type OpenFilterModal } from './FilterModals';

interface DashboardFiltersFrameProps {
  dashboardId: number;
  canEdit: boolean;
  editMode: boolean;
  children: ReactNode;
}

export function DashboardFiltersFrame({ dashboardId, canEdit, editMode, children }: DashboardFiltersFrameProps) {
  const dispatch = useAppDispatch();
  const orientation = useAppSelector((state) => state.nativeFilters.orientation);
  const hasFilters = useAppSelector((state) => state.nativeFilters.order.length > 0);
  const crossFiltersEnabled = useAppSelector((state) => state.nativeFilters.crossFiltersEnabled);
  const [openModal, setOpenModal] = useState<OpenFilterModal>(null);
  const ref = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(ref, 1200);
  useFilterStateAddress(dashboardId);
  const applyMasks = useCallback(
    (masks: Record<string, FilterDataMask>) => dispatch(applyFilterMasks(masks)),
    [dispatch],
  );

  const showBar = !editMode && (hasFilters || canEdit || crossFiltersEnabled);
  const bar = showBar ? (
    <FilterBar
      dashboardId={dashboardId}
      availableWidth={width}
      onApplyMasks={applyMasks}
      onEditFilters={canEdit ? () => setOpenModal({ kind: 'filters' }) : undefined}
      onEditCrossFilterScoping={
        canEdit && crossFiltersEnabled ? () => setOpenModal({ kind: 'crossFilters' }) : undefined
      }
    />
  ) : null;
  const horizontal = orientation === 'HORIZONTAL';
  return (
    <div ref={ref} style={horizontal ? undefined : { display: 'flex', alignItems: 'flex-start' }}>
      {bar}
      <div style={horizontal ? undefined : { flex: 1, minWidth: 0, paddingLeft: bar ? 16 : 0 }}>{children}</div>
      {canEdit ? <FilterModals open={openModal} onClose={() => setOpenModal(null)} /> : null}
    </div>
  );
}
