/**
 * A chart host's drilling: the right-click menu (on a data point, or anywhere on the chart for the
 * whole chart's rows), and the drill-to-detail and drill-by modals it opens. Only where the host
 * asks for it (Explore, dashboards) and the user's roles allow it.
 */
import { lazy, Suspense, useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DatasourceMeta } from '../../../api/datasourceTypes';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../shell';
import { ChartContextMenu } from './ChartContextMenu';
import type { DrillByChartProps } from './DrillByModal';
import { drillMenuModel } from './drillMenuRules';
import { drillPermissions } from './drillPermissions';
import { chartHasAggregations, drillByColumns } from './drillRules';
import type { ChartContextMenuRequest, DrillByConfig, DrillFilter } from './drillTypes';

// The modals (and the tables in them) download on the first drill, not with every chart.
const DrillDetailModal = lazy(() =>
  import('./DrillDetailModal').then((module) => ({ default: module.DrillDetailModal })),
);
const DrillByModal = lazy(() => import('./DrillByModal').then((module) => ({ default: module.DrillByModal })));

interface UseChartDrillArgs {
  chartId: number;
  formData: QueryFormData;
  datasource: DatasourceMeta | null;
  /** Undefined: the host offers no drilling. */
  chartName: string | undefined;
  dashboardId?: number;
  supportsDrill: boolean;
  renderChart: (props: DrillByChartProps) => ReactNode;
}

interface ChartDrill {
  /** For the renderer: a right-click on an item. Undefined when drilling is off. */
  openMenu?: (request: ChartContextMenuRequest) => void;
  /** For the chart's box: a right-click off any item. */
  onHostContextMenu?: (event: MouseEvent) => void;
  element: ReactNode;
}

type OpenModal =
  { kind: 'detail'; filters: DrillFilter[] } | { kind: 'drillBy'; column: string; drillBy: DrillByConfig } | null;

export function useChartDrill({
  chartId,
  formData,
  datasource,
  chartName,
  dashboardId,
  supportsDrill,
  renderChart,
}: UseChartDrillArgs): ChartDrill {
  // Hosts without drilling may have no bootstrap state (tests, embedded charts).
  const user = useAppSelector((state) => (chartName === undefined ? null : selectUser(state)));
  const permissions = useMemo(() => drillPermissions(user), [user]);
  const enabled = chartName !== undefined && (permissions.canDrillToDetail || permissions.canDrillBy);
  const [menu, setMenu] = useState<ChartContextMenuRequest | null>(null);
  const [modal, setModal] = useState<OpenModal>(null);
  const openMenu = useCallback((request: ChartContextMenuRequest) => setMenu(request), []);
  const onHostContextMenu = useCallback((event: MouseEvent) => {
    // A right-click on an item was handled by the renderer (it prevented the default).
    if (event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    setMenu({ clientX: event.clientX, clientY: event.clientY, point: null });
  }, []);
  const closeMenu = useCallback(() => setMenu(null), []);
  const closeModal = useCallback(() => setModal(null), []);
  const point = menu?.point ?? null;
  const model = useMemo(
    () =>
      drillMenuModel({
        permissions,
        supportsDrill,
        databaseDisablesDrill: Boolean(datasource?.database?.disable_drill_to_detail),
        hasAggregations: chartHasAggregations(formData),
        point,
      }),
    [permissions, supportsDrill, datasource, formData, point],
  );
  const groupbyFieldName = point?.drillBy?.groupbyFieldName;
  const columns = useMemo(
    () => (groupbyFieldName ? drillByColumns(datasource?.columns ?? [], formData, groupbyFieldName) : []),
    [datasource, formData, groupbyFieldName],
  );
  const onDrillToDetail = useCallback((filters: DrillFilter[]) => {
    setMenu(null);
    setModal({ kind: 'detail', filters });
  }, []);
  const drillBy = point?.drillBy;
  const onDrillBy = useCallback(
    (column: string) => {
      setMenu(null);
      if (drillBy) setModal({ kind: 'drillBy', column, drillBy });
    },
    [drillBy],
  );

  if (!enabled) return { element: null };
  return {
    openMenu,
    onHostContextMenu,
    element: (
      <>
        {menu ? (
          <ChartContextMenu
            clientX={menu.clientX}
            clientY={menu.clientY}
            model={model}
            drillByColumns={columns}
            onDrillToDetail={onDrillToDetail}
            onDrillBy={onDrillBy}
            onClose={closeMenu}
          />
        ) : null}
        <Suspense fallback={null}>
          {modal?.kind === 'detail' ? (
            <DrillDetailModal
              chartId={chartId}
              chartName={chartName}
              formData={formData}
              filters={modal.filters}
              onClose={closeModal}
            />
          ) : null}
          {modal?.kind === 'drillBy' ? (
            <DrillByModal
              chartId={chartId}
              chartName={chartName}
              formData={formData}
              column={modal.column}
              drillBy={modal.drillBy}
              dashboardId={dashboardId}
              renderChart={renderChart}
              onClose={closeModal}
            />
          ) : null}
        </Suspense>
      </>
    ),
  };
}
