/**
 * 'Download as Image' and 'Export to PDF' of the dashboard, drawn in the browser as Superset does:
 * the page (its controls left out) is copied into a picture by html-to-image, ECharts' canvases
 * included, then saved as a JPEG or laid onto A4 portrait pages of a PDF by jsPDF. Both libraries
 * load only when a download is asked for, so they never weigh on the dashboard route.
 */
import { snapshotFileStem } from './snapshotFileName';

export type SnapshotFormat = 'image' | 'pdf';

/** The whole dashboard page, header included, as Superset captures its `.dashboard`. */
const DASHBOARD_SELECTOR = '[data-test="dashboard-page"]';
/** Superset leaves the header controls out, and its PDF every button, input and select. */
const CONTROLS_SELECTOR = 'button, input, select, textarea';
/** Superset's container background: a JPEG has no transparency. */
const BACKGROUND = '#ffffff';
const IMAGE_QUALITY = 0.95;
const PDF_IMAGE_QUALITY = 1;
/** A4 in points, the PDF's unit. */
const A4_WIDTH_PT = 595.28;
const A4_HEIGHT_PT = 841.89;
/** Long enough for the browser to start saving before the object URL goes. */
const OBJECT_URL_LIFETIME_MS = 40_000;

async function captureCanvas(element: HTMLElement): Promise<HTMLCanvasElement> {
  const { toCanvas } = await import('html-to-image');
  const controls = new Set<Element>(element.querySelectorAll(CONTROLS_SELECTOR));
  return toCanvas(element, { backgroundColor: BACKGROUND, filter: (node) => !controls.has(node) });
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image'))),
      'image/jpeg',
      quality,
    );
  });
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** The picture cut into A4-shaped slices, one per page, each as wide as the page (as dom-to-pdf does). */
async function pdfOf(canvas: HTMLCanvasElement): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  const pageHeightPx = Math.max(1, Math.floor((canvas.width * A4_HEIGHT_PT) / A4_WIDTH_PT));
  const page = document.createElement('canvas');
  page.width = canvas.width;
  for (let top = 0; top < canvas.height; top += pageHeightPx) {
    const height = Math.min(pageHeightPx, canvas.height - top);
    page.height = height;
    const context = page.getContext('2d');
    if (!context) throw new Error('No 2D canvas to draw a PDF page on');
    context.fillStyle = BACKGROUND;
    context.fillRect(0, 0, page.width, height);
    context.drawImage(canvas, 0, top, canvas.width, height, 0, 0, canvas.width, height);
    if (top > 0) pdf.addPage();
    const image = page.toDataURL('image/jpeg', PDF_IMAGE_QUALITY);
    pdf.addImage(image, 'JPEG', 0, 0, A4_WIDTH_PT, (height * A4_WIDTH_PT) / canvas.width);
  }
  return pdf.output('blob');
}

/** Draws the dashboard shown on the page and saves it; rejects when there is none or drawing fails. */
export async function downloadDashboardSnapshot(format: SnapshotFormat, title: string): Promise<void> {
  const element = document.querySelector<HTMLElement>(DASHBOARD_SELECTOR);
  if (!element) throw new Error('No dashboard on the page');
  const canvas = await captureCanvas(element);
  const stem = snapshotFileStem(title);
  if (format === 'image') saveFile(await canvasBlob(canvas, IMAGE_QUALITY), `${stem}.jpg`);
  else saveFile(await pdfOf(canvas), `${stem}.pdf`);
}
