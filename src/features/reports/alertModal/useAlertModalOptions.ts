/** The choices the alert/report modal offers: databases, charts, dashboards and owners. */
import { useMemo } from 'react';
import { useGetChartsQuery } from '../../../api/charts';
import { useGetEditableDashboardsQuery } from '../../../api/dashboards';
import { useGetDatabasesQuery } from '../../../api/databases';
import { useGetReportRelatedQuery } from '../../../api/reportLogs';
import { SELECT_PAGE_SIZE } from '../../../constants';

export interface ModalOption {
  value: number;
  label: string;
}

interface ChartOption extends ModalOption {
  vizType: string;
}

/** Every database the user may query (GET /api/v1/database/), by name. */
export function useDatabaseOptions(skip: boolean): { options: ModalOption[]; loading: boolean } {
  const { data, isFetching } = useGetDatabasesQuery(undefined, { skip });
  const options = useMemo(
    () => (data?.result ?? []).map((database) => ({ value: database.id, label: database.database_name })),
    [data],
  );
  return { options, loading: isFetching };
}

/** Charts whose name contains the search text. */
export function useChartOptions(search: string, skip: boolean): { options: ChartOption[]; loading: boolean } {
  const text = search.trim();
  const { data, isFetching } = useGetChartsQuery(
    {
      filters: text ? [{ col: 'slice_name', opr: 'ct', value: text }] : [],
      order_column: 'slice_name',
      order_direction: 'asc',
      page: 0,
      page_size: SELECT_PAGE_SIZE,
    },
    { skip },
  );
  const options = useMemo(
    () => (data?.result ?? []).map((chart) => ({ value: chart.id, label: chart.slice_name, vizType: chart.viz_type })),
    [data],
  );
  return { options, loading: isFetching };
}

/** Dashboards whose title contains the search text. */
export function useDashboardOptions(search: string, skip: boolean): { options: ModalOption[]; loading: boolean } {
  const { data, isFetching } = useGetEditableDashboardsQuery(search.trim(), { skip });
  const options = useMemo(
    () => (data ?? []).map((dashboard) => ({ value: dashboard.id, label: dashboard.dashboard_title })),
    [data],
  );
  return { options, loading: isFetching };
}

/** Users who may own a report (GET /api/v1/report/related/created_by, as Superset's owners select). */
export function useOwnerOptions(search: string): { options: ModalOption[]; loading: boolean } {
  const { data, isFetching } = useGetReportRelatedQuery({
    relation: 'created_by',
    filter: search,
    pageSize: SELECT_PAGE_SIZE,
  });
  const options = useMemo(() => (data ?? []).map((user) => ({ value: user.value, label: user.text })), [data]);
  return { options, loading: isFetching };
}
