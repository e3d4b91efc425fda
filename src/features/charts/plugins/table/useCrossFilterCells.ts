/**
 * Marks the table's cross-filter cells in the grid's DOM: `data-cross-filter="clickable"` on
 * dimension cells (pointer cursor) and `"selected"` on the selected value's cells. The grid draws
 * only the cells on screen and redraws them on every scroll, so the marks follow its DOM changes;
 * the server-paged table's cells are marked the same way.
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { DataGridColumn } from '../../../../components/DataGrid';
import type { CellKey } from './tableCrossFilter';

/** A cell of the grid, or of the server-paged table (a plain table's cell, keyed the same way). */
const CELL_SELECTOR = '[role="gridcell"], td[data-column-index]';

/** The cell under an element (a click target), with its column name and shown text. */
export function cellAt(
  target: Element | null,
  columns: readonly DataGridColumn[],
): { element: HTMLElement; column: string; key: CellKey; text: string } | null {
  const element = target?.closest<HTMLElement>(CELL_SELECTOR);
  const column = element ? columns[Number(element.dataset.columnIndex)]?.column_name : undefined;
  if (!element || column === undefined) return null;
  const isNull = element.querySelector('.tessera-data-grid__null') !== null;
  const text = element.textContent ?? '';
  return { element, column, key: isNull ? null : text, text };
}

export function useCrossFilterCells(
  containerRef: RefObject<HTMLElement | null>,
  columns: readonly DataGridColumn[],
  /** The mark of a cell: null for a cell that filters nothing. */
  markOf: ((column: string, key: CellKey) => 'clickable' | 'selected' | null) | null,
): void {
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || !markOf) return;
    const markAll = () => {
      for (const element of container.querySelectorAll<HTMLElement>(CELL_SELECTOR)) {
        const cell = cellAt(element, columns);
        const mark = cell ? markOf(cell.column, cell.key) : null;
        if (mark === null) delete element.dataset.crossFilter;
        else if (element.dataset.crossFilter !== mark) element.dataset.crossFilter = mark;
      }
    };
    markAll();
    // Only the cells' column attribute is observed: the marks set here do not wake the observer again.
    const observer = new MutationObserver(markAll);
    observer.observe(container, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['data-column-index'],
    });
    return () => {
      observer.disconnect();
      for (const element of container.querySelectorAll<HTMLElement>('[data-cross-filter]'))
        delete element.dataset.crossFilter;
    };
  }, [containerRef, columns, markOf]);
}
