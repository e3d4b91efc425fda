/** What the grid harness page offers the benchmark driving it (through `window.__gridBench`). */
export interface GridBenchApi {
  /** Generates the rows in the page, ahead of any measurement; returns how long that took (ms). */
  generateRows: (count: number) => number;
  /**
   * Hands the generated rows to the grid (the "data arrival") and resolves once the first frame
   * showing them has been painted: ms from arrival to after that paint, and the rows in the DOM.
   */
  showRows: () => Promise<{ arrivalToPaintMs: number; renderedRowCount: number }>;
  /**
   * Scrolls the grid (or, for comparison, a plain box with no content to render) down by `stepPx`
   * once per frame, `steps` times. Frame work is the time from a frame's start until after its
   * paint (scroll handling, React rendering, layout, paint).
   */
  scrollThrough: (
    steps: number,
    stepPx: number,
    target: 'grid' | 'baseline',
  ) => Promise<{ frameWorkMs: number[]; frameIntervalsMs: number[]; lastRowIndex: number; scrollTop: number }>;
  /**
   * Starts recording, for each keydown in the ace editor, the time until the frame after it
   * painted (ace renders in a requestAnimationFrame callback, so that frame shows the key).
   */
  startTypingProbe: () => void;
  /** The latencies recorded since `startTypingProbe`, and the editor's text (ace's value). */
  readTypingProbe: () => { latenciesMs: number[]; text: string };
  /** Sets the grid's filter text; resolves with ms until the filtered grid was painted. */
  applyFilter: (text: string) => Promise<{ filterToPaintMs: number; rowCountText: string }>;
  /** Clicks a column header's sort button; resolves with ms until the sorted grid was painted. */
  sortByColumn: (columnName: string) => Promise<{ sortToPaintMs: number; ariaSort: string }>;
}

declare global {
  interface Window {
    __gridBench?: GridBenchApi;
  }
}
