import { useCallback, useMemo, useState } from 'react';
import { estimateColumnWidths } from './estimateColumnWidths';
import type { DataGridColumn, DataGridRow } from './types';

/** The narrowest a user can drag a column to. */
const MIN_RESIZED_COLUMN_WIDTH = 40;

interface ResizedWidths {
  /** Column names joined: resized widths belong to one column layout. */
  layoutKey: string;
  widths: ReadonlyMap<number, number>;
}

interface ColumnWidths {
  widths: readonly number[];
  resizeColumn: (columnIndex: number, width: number) => void;
  resetColumnWidth: (columnIndex: number) => void;
}

/**
 * Each column's width: estimated from the header and the first rows, unless the user dragged it.
 * Dragged widths are kept while the column names stay the same (e.g. the query is run again).
 */
export function useColumnWidths(columns: readonly DataGridColumn[], rows: readonly DataGridRow[]): ColumnWidths {
  const layoutKey = useMemo(() => columns.map((column) => column.column_name).join('\u0000'), [columns]);
  const estimated = useMemo(() => estimateColumnWidths(columns, rows), [columns, rows]);
  const [resized, setResized] = useState<ResizedWidths>({ layoutKey, widths: new Map() });
  const resizedWidths = resized.layoutKey === layoutKey ? resized.widths : null;

  const widths = useMemo(
    () => estimated.map((width, index) => resizedWidths?.get(index) ?? width),
    [estimated, resizedWidths],
  );

  const resizeColumn = useCallback(
    (columnIndex: number, width: number) => {
      setResized((previous) => {
        const next = new Map(previous.layoutKey === layoutKey ? previous.widths : []);
        next.set(columnIndex, Math.max(MIN_RESIZED_COLUMN_WIDTH, Math.round(width)));
        return { layoutKey, widths: next };
      });
    },
    [layoutKey],
  );

  const resetColumnWidth = useCallback(
    (columnIndex: number) => {
      setResized((previous) => {
        const next = new Map(previous.layoutKey === layoutKey ? previous.widths : []);
        next.delete(columnIndex);
        return { layoutKey, widths: next };
      });
    },
    [layoutKey],
  );

  return { widths, resizeColumn, resetColumnWidth };
}
