import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Ace } from 'ace-builds';
import { DataGrid, type DataGridRow } from '../../src/components/DataGrid';
import { afterCurrentFrame, afterNextPaint } from './afterNextPaint';
import { BenchSqlEditor } from './BenchSqlEditor';
import { BENCH_COLUMNS, generateRows } from './generateRows';
import type { GridBenchApi } from './harnessApi';

const GRID_HEIGHT = 600;
const NO_ROWS: DataGridRow[] = [];

/** Resolvers waiting for the next commit of the harness (React has applied a state change). */
const commitWaiters: Array<() => void> = [];
function nextCommit(): Promise<void> {
  return new Promise((resolve) => commitWaiters.push(resolve));
}

let setRowsInGrid: (rows: DataGridRow[]) => void = () => undefined;
let setFilterInGrid: (text: string) => void = () => undefined;
let aceEditor: Ace.Editor | null = null;

function rememberEditor(editor: Ace.Editor): void {
  aceEditor = editor;
}

/**
 * The ace SQL editor, configured as SQL Lab's, above a plain scrolling box; beside them, the grid.
 * Typing re-renders this component, as the editor's text state re-renders SqlEditor in SQL Lab.
 */
function Harness() {
  const [rows, setRows] = useState<DataGridRow[]>(NO_ROWS);
  const [filterText, setFilterText] = useState('');
  const [sql, setSql] = useState('');
  useLayoutEffect(() => {
    setRowsInGrid = setRows;
    setFilterInGrid = setFilterText;
  }, []);
  useLayoutEffect(() => {
    commitWaiters.splice(0).forEach((resolve) => resolve());
  }, [rows, filterText]);
  return (
    <>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 360 }}>
        <BenchSqlEditor value={sql} onChange={setSql} height="300px" onLoad={rememberEditor} />
        {/* A plain scrolling box, to measure what scrolling costs on this machine without the grid. */}
        <div data-baseline-scroller style={{ height: 292, overflow: 'auto', background: '#fff' }}>
          <div style={{ height: 3_000_000, background: 'repeating-linear-gradient(#fff 0 27px, #eee 27px 28px)' }} />
        </div>
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <DataGrid columns={BENCH_COLUMNS} rows={rows} height={GRID_HEIGHT} filterText={filterText} />
      </div>
    </>
  );
}

function scrollerOf(target: 'grid' | 'baseline'): HTMLElement {
  const selector = target === 'grid' ? '[role="grid"]' : '[data-baseline-scroller]';
  const scroller = document.querySelector<HTMLElement>(selector);
  if (!scroller) throw new Error(`The ${target} scroller is not on the page`);
  return scroller;
}

function renderedRowIndexes(): number[] {
  return Array.from(document.querySelectorAll('[data-row-index]'), (row) => Number(row.getAttribute('data-row-index')));
}

let generatedRows: DataGridRow[] = [];
const typingLatencies: number[] = [];

const api: GridBenchApi = {
  generateRows(count) {
    const started = performance.now();
    generatedRows = generateRows(count);
    return performance.now() - started;
  },

  async showRows() {
    const arrival = performance.now();
    const committed = nextCommit();
    setRowsInGrid(generatedRows);
    await committed;
    const painted = await afterNextPaint();
    return { arrivalToPaintMs: painted - arrival, renderedRowCount: renderedRowIndexes().length };
  },

  scrollThrough(steps, stepPx, target) {
    const scroller = scrollerOf(target);
    const frameWorkMs: number[] = [];
    const frameIntervalsMs: number[] = [];
    return new Promise((resolve) => {
      let step = 0;
      let previousFrameStart: number | null = null;
      const onFrame = (frameStart: number) => {
        if (previousFrameStart !== null) frameIntervalsMs.push(frameStart - previousFrameStart);
        previousFrameStart = frameStart;
        if (step < steps) scroller.scrollTop += stepPx;
        step += 1;
        afterCurrentFrame(() => {
          frameWorkMs.push(performance.now() - frameStart);
          if (step <= steps) {
            requestAnimationFrame(onFrame);
          } else {
            resolve({
              frameWorkMs,
              frameIntervalsMs,
              lastRowIndex: Math.max(...renderedRowIndexes()),
              scrollTop: scroller.scrollTop,
            });
          }
        });
      };
      requestAnimationFrame(onFrame);
    });
  },

  startTypingProbe() {
    if (!aceEditor) throw new Error('The editor is not on the page');
    // Capturing on ace's container sees each key before ace handles it in its hidden textarea.
    aceEditor.container.addEventListener(
      'keydown',
      (event) => {
        // The event's time stamp is when the browser received the key, before it queued it for the page.
        const pressed = Math.min(event.timeStamp, performance.now());
        void afterNextPaint().then((painted) => typingLatencies.push(painted - pressed));
      },
      true,
    );
  },

  readTypingProbe() {
    return { latenciesMs: typingLatencies.slice(), text: aceEditor?.getValue() ?? '' };
  },

  async applyFilter(text) {
    const started = performance.now();
    const committed = nextCommit();
    setFilterInGrid(text);
    await committed;
    const painted = await afterNextPaint();
    const rowCountText = document.querySelector('[role="status"]')?.textContent ?? '';
    return { filterToPaintMs: painted - started, rowCountText };
  },

  async sortByColumn(columnName) {
    const header = Array.from(document.querySelectorAll('[role="columnheader"]')).find(
      (element) => element.querySelector('button')?.title === columnName,
    );
    const button = header?.querySelector('button');
    if (!header || !button) throw new Error(`No header for ${columnName}`);
    const started = performance.now();
    button.click();
    const painted = await afterNextPaint();
    return { sortToPaintMs: painted - started, ariaSort: header.getAttribute('aria-sort') ?? '' };
  },
};

window.__gridBench = api;
const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root');
createRoot(container).render(<Harness />);
