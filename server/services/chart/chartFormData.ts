/** A saved chart's form data as Superset builds it from the chart row (Slice.form_data). */
import type { ChartRecord } from '../../store/charts';

/** Parses JSON text into an object; anything else (or malformed text) is an empty object. */
export function parseJsonObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Legacy `since`/`until` become `time_range` (Superset's update_time_range). */
export function updateTimeRange(formData: Record<string, unknown>): void {
  if (!('since' in formData) && !('until' in formData)) return;
  const since = formData.since ? String(formData.since) : '';
  const until = formData.until ? String(formData.until) : '';
  delete formData.since;
  delete formData.until;
  formData.time_range = `${since} : ${until}`;
}

/** The chart's form data: its params plus its id, viz type, datasource and cache timeout. */
export function chartFormData(chart: ChartRecord): Record<string, unknown> {
  const formData = parseJsonObject(chart.params);
  formData.slice_id = chart.id;
  formData.viz_type = chart.viz_type;
  formData.datasource = `${chart.datasource_id}__${chart.datasource_type}`;
  if (chart.cache_timeout) formData.cache_timeout = chart.cache_timeout;
  updateTimeRange(formData);
  return formData;
}
