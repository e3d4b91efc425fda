/**
 * A saved chart from the chart list as the grid shows it: its form data (the list's `form_data`,
 * or its `params` with the datasource and viz type Superset adds) and the meta of the chart
 * component a drop creates (reference §3.4: 4 × 50).
 */
import type { ChartListItem } from '../../../api/charts';
import type { DashboardChart } from '../../../api/dashboards';
import type { QueryFormData } from '../../../api/chartDataTypes';
import { GRID_DEFAULT_CHART_HEIGHT, GRID_DEFAULT_CHART_WIDTH } from '../layout/layoutConstants';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsedObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function formDataOf(chart: ChartListItem): QueryFormData | undefined {
  const listed = 'form_data' in chart ? chart.form_data : undefined;
  if (isRecord(listed) && typeof listed.datasource === 'string' && typeof listed.viz_type === 'string') {
    return { ...listed, datasource: listed.datasource, viz_type: listed.viz_type, slice_id: chart.id };
  }
  const params = parsedObject('params' in chart ? chart.params : undefined);
  if (!params || chart.datasource_id === undefined || !chart.datasource_type) return undefined;
  return {
    ...params,
    datasource: `${chart.datasource_id}__${chart.datasource_type}`,
    viz_type: chart.viz_type,
    slice_id: chart.id,
  };
}

/** The chart as the dashboard renders it; undefined when the list gave no definition for it. */
export function savedChartDefinition(chart: ChartListItem): DashboardChart | undefined {
  const formData = formDataOf(chart);
  if (!formData) return undefined;
  return { id: chart.id, slice_name: chart.slice_name, form_data: formData, description: chart.description ?? null };
}

/**
 * The new chart component's meta. Without a definition it carries no chart id, so the create verb
 * refuses it with the spec's message.
 */
export function newChartMeta(chart: ChartListItem, hasDefinition: boolean): Record<string, unknown> {
  const uuid = 'uuid' in chart && typeof chart.uuid === 'string' ? { uuid: chart.uuid } : {};
  return {
    ...(hasDefinition ? { chartId: chart.id } : {}),
    sliceName: chart.slice_name,
    width: GRID_DEFAULT_CHART_WIDTH,
    height: GRID_DEFAULT_CHART_HEIGHT,
    ...uuid,
  };
}
