import type { ChartListItem } from '../../api/charts';
import { isSitePath } from '../../utils/safeHref';

/** Where a saved chart opens: Explore with `?slice_id=<id>`. */
export function exploreChartPath(id: number): string {
  return `/explore/?slice_id=${id}`;
}

/**
 * Where a chart's dataset opens in Explore; null when the chart names no datasource. The server's
 * `datasource_url` can be a dataset's stored 'Default URL', so it is followed only as a site path.
 */
export function chartDatasetPath(
  chart: Pick<ChartListItem, 'datasource_id' | 'datasource_type' | 'datasource_url'>,
): string | null {
  if (chart.datasource_id !== undefined && chart.datasource_id !== null) {
    return `/explore/?datasource_type=${encodeURIComponent(chart.datasource_type ?? 'table')}&datasource_id=${chart.datasource_id}`;
  }
  return chart.datasource_url && isSitePath(chart.datasource_url) ? chart.datasource_url : null;
}

/** A dashboard's page. */
export function dashboardPath(id: number): string {
  return `/superset/dashboard/${id}/`;
}
