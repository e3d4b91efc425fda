/**
 * 'View query' and 'View as table' for a dashboard chart: its query context run once with
 * `result_type` query or results (reference §1.2), outside the chart's own status.
 */
import { postChartData } from '../../../../api/chartData';
import type { ChartDataQueryResult, QueryFormData } from '../../../../api/chartDataTypes';
import { getChartPlugin } from '../../../charts';

export type ChartPreviewType = 'query' | 'results';

const PREVIEW_UNAVAILABLE_MESSAGE = 'This chart cannot show its query here.';

export async function fetchChartPreview(
  formData: QueryFormData,
  resultType: ChartPreviewType,
  signal?: AbortSignal,
): Promise<ChartDataQueryResult[]> {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) throw new Error(PREVIEW_UNAVAILABLE_MESSAGE);
  const queryContext = { ...plugin.buildQuery(formData), result_type: resultType, result_format: 'json' as const };
  const reply = await postChartData(queryContext, {
    signal,
    sliceId: formData.slice_id,
    dashboardId: typeof formData.dashboardId === 'number' ? formData.dashboardId : undefined,
  });
  if (reply.kind !== 'sync') throw new Error(PREVIEW_UNAVAILABLE_MESSAGE);
  return reply.result;
}
