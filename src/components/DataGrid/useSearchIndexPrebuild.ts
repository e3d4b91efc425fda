import { useEffect } from 'react';
import { getRowSearchIndex } from './rowSearchIndex';
import type { DataGridColumn, DataGridRow } from './types';

/** Rows indexed per slice of idle time: about a millisecond of work, so a frame is never late. */
const ROWS_PER_SLICE = 200;
/** Stop a slice when less idle time than this is left in the frame. */
const MIN_IDLE_MS = 2;
/**
 * The longest a slice runs, whatever idle time is left: an idle period between frames can last
 * 50 ms, and a key pressed meanwhile (typing in the editor while results arrive) waits for it.
 */
const MAX_SLICE_MS = 8;

/**
 * Builds the rows' search index while the page is idle, so that the first filter keystroke on a
 * large result costs a scan (about 10 ms per 100,000 rows), not a build (a few hundred). Browsers
 * without `requestIdleCallback` build it on the first search instead.
 */
export function useSearchIndexPrebuild(rows: readonly DataGridRow[], columns: readonly DataGridColumn[]): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return undefined;
    const index = getRowSearchIndex(rows, columns);
    if (index.isComplete) return undefined;
    let handle = 0;
    const buildSlice = (deadline: IdleDeadline) => {
      const sliceEnd = performance.now() + MAX_SLICE_MS;
      let complete = index.isComplete;
      while (!complete && deadline.timeRemaining() > MIN_IDLE_MS && performance.now() < sliceEnd) {
        complete = index.buildMore(ROWS_PER_SLICE);
      }
      if (!complete) handle = window.requestIdleCallback(buildSlice);
    };
    handle = window.requestIdleCallback(buildSlice);
    return () => window.cancelIdleCallback(handle);
  }, [rows, columns]);
}
