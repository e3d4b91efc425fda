import { fetchDashboardExport } from '../../api/dashboardList';

export const EXPORT_ERROR_TEXT = 'There was an issue exporting the selected dashboards';

/** Hands a downloaded file to the browser as a download of its own. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the export bundle of these dashboards; rejects with a ClientError when the server refuses. */
export async function exportDashboards(ids: readonly number[]): Promise<void> {
  const { blob, fileName } = await fetchDashboardExport(ids);
  saveFile(blob, fileName);
}
