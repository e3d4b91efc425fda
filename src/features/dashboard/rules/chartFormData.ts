/**
 * The form data a chart on a dashboard queries and renders with, as Superset builds it: the saved
 * form data, `slice_id` and `dashboardId` (the server checks access through them), the
 * dashboard's colour scheme and label colours, and the filters' `extra_form_data` (a seam for the
 * filters issue: empty until then).
 */
import type { QueryFormData } from '../../../api/chartDataTypes';
import type { DashboardChart, DashboardInfo } from '../../../api/dashboards';

export function dashboardChartFormData(
  chart: DashboardChart,
  dashboard: Pick<DashboardInfo, 'id' | 'metadata'>,
  extraFormData: Record<string, unknown> = {},
): QueryFormData {
  const { metadata } = dashboard;
  return {
    ...chart.form_data,
    slice_id: chart.id,
    dashboardId: dashboard.id,
    ...(metadata.color_scheme ? { color_scheme: metadata.color_scheme } : {}),
    label_colors: metadata.label_colors ?? {},
    shared_label_colors: metadata.shared_label_colors ?? {},
    extra_form_data: extraFormData,
  };
}
