/**
 * The dashboard picture and PDF: what is captured (the page, its controls left out), the file
 * names, and how a tall picture is cut into A4 pages. html-to-image and jsPDF are stood in for:
 * jsdom draws nothing (the browser journey checks the real files).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadDashboardSnapshot } from '../../../../../src/features/dashboard/components/header/dashboardSnapshot';

const capture = vi.hoisted(() => ({
  toCanvas: vi.fn(),
  pages: [] as { added: boolean; image: unknown[] }[],
}));

vi.mock('html-to-image', () => ({ toCanvas: capture.toCanvas }));
vi.mock('jspdf', () => ({
  jsPDF: class {
    constructor(readonly options: unknown) {
      capture.pages.push({ added: false, image: [] });
    }
    addPage() {
      capture.pages.push({ added: true, image: [] });
    }
    addImage(...args: unknown[]) {
      capture.pages[capture.pages.length - 1]!.image = args;
    }
    output() {
      return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    }
  },
}));

/** A canvas that hands out a JPEG blob and records what is drawn on it. */
function fakeCanvas(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.toBlob = (callback) => callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
  return canvas;
}

let saved: { name: string; href: string }[];

beforeEach(() => {
  saved = [];
  capture.pages = [];
  capture.toCanvas.mockReset();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:snapshot');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  // jsdom has no 2D context: the PDF's page slices draw on this stand-in.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillRect: () => undefined, drawImage: () => undefined }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/jpeg;base64,AA==');
  document.body.innerHTML = `
    <div data-test="dashboard-page">
      <div data-test="dashboard-header-bar"><h3>Sales</h3><button>Edit dashboard</button></div>
      <div data-test="dashboard-grid"><canvas></canvas><input /></div>
    </div>`;
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const FILE_TIME = '\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z';

describe('Download as Image', () => {
  it('captures the page on white, leaving its controls out, and saves <title>-<time>.jpg', async () => {
    capture.toCanvas.mockResolvedValue(fakeCanvas(800, 600));
    await downloadDashboardSnapshot('image', 'Sales overview');

    const [element, options] = capture.toCanvas.mock.calls[0] as [
      HTMLElement,
      { backgroundColor: string; filter: (node: Element) => boolean },
    ];
    expect(element).toBe(document.querySelector('[data-test="dashboard-page"]'));
    expect(options.backgroundColor).toBe('#ffffff');
    expect(options.filter(document.querySelector('button')!)).toBe(false);
    expect(options.filter(document.querySelector('input')!)).toBe(false);
    expect(options.filter(document.querySelector('h3')!)).toBe(true);
    expect(options.filter(document.querySelector('canvas')!)).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(new RegExp(`^sales-overview-${FILE_TIME}\\.jpg$`));
    expect(saved[0]!.href).toBe('blob:snapshot');
  });

  it('fails when the page shows no dashboard, or the capture fails', async () => {
    capture.toCanvas.mockRejectedValue(new Error('tainted canvas'));
    await expect(downloadDashboardSnapshot('image', 'Sales')).rejects.toThrow('tainted canvas');
    document.body.innerHTML = '';
    await expect(downloadDashboardSnapshot('image', 'Sales')).rejects.toThrow();
    expect(saved).toEqual([]);
  });
});

describe('Export to PDF', () => {
  it('cuts a tall picture into A4 portrait pages as wide as the page and saves <title>-<time>.pdf', async () => {
    // 1000 px wide: an A4 page holds floor(1000 × 841.89 / 595.28) = 1414 px of it.
    capture.toCanvas.mockResolvedValue(fakeCanvas(1000, 3000));
    await downloadDashboardSnapshot('pdf', 'Sales overview');

    expect(capture.pages.map((page) => page.added)).toEqual([false, true, true]);
    const heights = capture.pages.map((page) => page.image[5] as number);
    expect(capture.pages.every((page) => page.image[1] === 'JPEG' && page.image[4] === 595.28)).toBe(true);
    expect(heights[0]).toBeCloseTo(1414 * 0.59528, 3);
    expect(heights[1]).toBeCloseTo(1414 * 0.59528, 3);
    // The last page holds what is left: 3000 − 2 × 1414 = 172 px.
    expect(heights[2]).toBeCloseTo(172 * 0.59528, 3);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(new RegExp(`^sales-overview-${FILE_TIME}\\.pdf$`));
  });

  it('makes one page of a picture shorter than a page', async () => {
    capture.toCanvas.mockResolvedValue(fakeCanvas(1000, 500));
    await downloadDashboardSnapshot('pdf', 'Sales');
    expect(capture.pages).toHaveLength(1);
  });
});
