/** The chart menu's actions that talk to the server: the CSV download and the chart's permalink. */
import { downloadChartDataCsv } from '../../../../api/chartData';
import type { QueryFormData } from '../../../../api/chartDataTypes';
import { getChartPlugin } from '../../../charts';

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from the chart's name: letters, digits, '-' and '_' kept. */
function csvFileName(sliceName: string): string {
  const base = sliceName
    .trim()
    .replace(/[^\w-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'chart'}.csv`;
}

export async function downloadChartCsv(formData: QueryFormData, sliceName: string): Promise<void> {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) return;
  saveBlob(await downloadChartDataCsv(plugin.buildQuery(formData)), csvFileName(sliceName));
}
