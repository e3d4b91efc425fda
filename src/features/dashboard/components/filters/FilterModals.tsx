/**
 * The filters configuration and cross-filter scoping modals, fed from the page's state and saved
 * through the dashboard's metadata. Both load on first open.
 */
import { Suspense, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrossFilterScopingModal, FiltersConfigModal, type FilterConfigItem } from '../../../nativeFilters';
import { saveCrossFilterScoping, saveFilterConfiguration } from '../../state/saveDashboardFilters';

export type OpenFilterModal = { kind: 'filters'; filterId?: string } | { kind: 'crossFilters' } | null;

interface FilterModalsProps {
  open: OpenFilterModal;
  onClose(): void;
}

export function FilterModals({ open, onClose }: FilterModalsProps) {
  const dispatch = useAppDispatch();
  const itemsById = useAppSelector((state) => state.nativeFilters.items);
  const order = useAppSelector((state) => state.nativeFilters.order);
  const chartConfiguration = useAppSelector((state) => state.nativeFilters.chartConfiguration);
  const globalChartConfiguration = useAppSelector((state) => state.nativeFilters.globalChartConfiguration);
  const layout = useAppSelector((state) => state.dashboardLayout.present);
  const slices = useAppSelector((state) => state.dashboardState.slices);
  const items = useMemo(
    () => order.map((id) => itemsById[id]).filter(Boolean) as FilterConfigItem[],
    [order, itemsById],
  );
  const charts = useMemo(
    () =>
      Object.values(slices).map((slice) => {
        const datasetId = Number(String(slice.form_data.datasource).split('__')[0]);
        return { id: slice.id, sliceName: slice.slice_name, datasetId: Number.isInteger(datasetId) ? datasetId : null };
      }),
    [slices],
  );
  const interactiveCharts = useMemo(
    () => charts.filter((chart) => chartConfiguration[String(chart.id)]),
    [charts, chartConfiguration],
  );

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open.kind === 'filters' ? (
        <FiltersConfigModal
          open
          items={items}
          layout={layout}
          charts={charts}
          initialFilterId={open.filterId}
          onSave={async (result) => {
            await dispatch(saveFilterConfiguration(result));
            onClose();
          }}
          onCancel={onClose}
        />
      ) : (
        <CrossFilterScopingModal
          open
          layout={layout}
          charts={interactiveCharts}
          chartConfiguration={chartConfiguration}
          globalChartConfiguration={globalChartConfiguration}
          onSave={async (next) => {
            await dispatch(saveCrossFilterScoping(next));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Suspense>
  );
}
