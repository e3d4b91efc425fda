/**
 * The pivot as table cells (react-pivottable's table renderer): column header rows (one per
 * column attribute, with the row attributes' names below), then one body row per row key —
 * row headers merged down their group, a 'Subtotal' label for subtotal keys — and the totals
 * column and row labelled 'Total (<aggregation>)'.
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';
import { groupSpan, samePrefix, type PivotData, type PivotKey } from './pivotData';

const SUBTOTAL_LABEL = 'Subtotal';
const TOTAL_LABEL_TEMPLATE = 'Total (%s)';

export type PivotCellKind =
  | 'corner'
  | 'axisLabel'
  | 'colLabel'
  | 'rowLabel'
  | 'subtotalLabel'
  | 'totalLabel'
  | 'value'
  | 'subtotal'
  | 'total'
  | 'grandTotal';

export interface PivotCell {
  kind: PivotCellKind;
  text: string;
  colSpan?: number;
  rowSpan?: number;
}

export interface PivotTableLayout {
  headerRows: PivotCell[][];
  bodyRows: PivotCell[][];
}

interface PivotLayoutOptions {
  rowAttrs: readonly string[];
  colAttrs: readonly string[];
  /** Show the totals column (each row's total). */
  rowTotals: boolean;
  /** Show the totals row (each column's total). */
  colTotals: boolean;
  aggregateName: string;
  attrLabel: (attr: string) => string;
  headerText: (attr: string, value: ChartDataCell) => string;
  cellText: (value: number | string | null, rowKey: PivotKey, colKey: PivotKey) => string;
}

function headerCell(kind: PivotCellKind, text: string, spans: { colSpan?: number; rowSpan?: number } = {}): PivotCell {
  return {
    kind,
    text,
    ...(spans.colSpan && spans.colSpan > 1 ? { colSpan: spans.colSpan } : {}),
    ...(spans.rowSpan && spans.rowSpan > 1 ? { rowSpan: spans.rowSpan } : {}),
  };
}

function columnHeaderRows(
  data: PivotData,
  options: PivotLayoutOptions,
  leftWidth: number,
  totalLabel: string,
  showTotalsColumn: boolean,
): PivotCell[][] {
  const { colAttrs, rowAttrs } = options;
  const rows: PivotCell[][] = [];
  colAttrs.forEach((attr, level) => {
    const row: PivotCell[] = [];
    if (level === 0 && leftWidth > 1)
      row.push(headerCell('corner', '', { colSpan: leftWidth - 1, rowSpan: colAttrs.length }));
    row.push(headerCell('axisLabel', options.attrLabel(attr)));
    let index = 0;
    while (index < data.colKeys.length) {
      const key = data.colKeys[index]!;
      if (key.length > level) {
        const span = groupSpan(data.colKeys, index, level + 1);
        row.push(headerCell('colLabel', options.headerText(attr, key[level] ?? null), { colSpan: span }));
        index += span;
        continue;
      }
      if (key.length === level)
        row.push(headerCell('subtotalLabel', SUBTOTAL_LABEL, { rowSpan: colAttrs.length - level }));
      index += 1;
    }
    if (level === 0 && showTotalsColumn)
      row.push(headerCell('totalLabel', totalLabel, { rowSpan: colAttrs.length + (rowAttrs.length > 0 ? 1 : 0) }));
    rows.push(row);
  });
  if (rowAttrs.length > 0) {
    const row = rowAttrs.map((attr) => headerCell('axisLabel', options.attrLabel(attr)));
    if (data.colKeys.length > 0) row.push(headerCell('corner', '', { colSpan: data.colKeys.length }));
    if (colAttrs.length === 0 && showTotalsColumn) row.push(headerCell('totalLabel', totalLabel));
    rows.push(row);
  }
  return rows;
}

function rowHeaderCells(data: PivotData, options: PivotLayoutOptions, index: number): PivotCell[] {
  const { rowAttrs } = options;
  const key = data.rowKeys[index]!;
  const previous = index > 0 ? data.rowKeys[index - 1] : undefined;
  const cells: PivotCell[] = [];
  for (let level = 0; level < rowAttrs.length; level += 1) {
    if (level === key.length) {
      cells.push(headerCell('subtotalLabel', SUBTOTAL_LABEL, { colSpan: rowAttrs.length - level }));
      break;
    }
    const continuesGroup = previous !== undefined && previous.length > level && samePrefix(previous, key, level + 1);
    if (!continuesGroup)
      cells.push(
        headerCell('rowLabel', options.headerText(rowAttrs[level]!, key[level] ?? null), {
          rowSpan: groupSpan(data.rowKeys, index, level + 1),
        }),
      );
  }
  return cells;
}

export function pivotTableLayout(data: PivotData, options: PivotLayoutOptions): PivotTableLayout {
  const { rowAttrs, colAttrs } = options;
  const leftWidth = Math.max(rowAttrs.length, 1);
  const totalLabel = TOTAL_LABEL_TEMPLATE.replace('%s', options.aggregateName);
  const showTotalsColumn = options.rowTotals || colAttrs.length === 0;
  const showTotalsRow = options.colTotals || rowAttrs.length === 0;
  const isColSubtotal = (key: PivotKey) => key.length < colAttrs.length;

  const bodyRows: PivotCell[][] = data.rowKeys.map((rowKey, index) => {
    const rowIsSubtotal = rowKey.length < rowAttrs.length;
    const cells = rowHeaderCells(data, options, index);
    for (const colKey of data.colKeys) {
      cells.push({
        kind: rowIsSubtotal || isColSubtotal(colKey) ? 'subtotal' : 'value',
        text: options.cellText(data.value(rowKey, colKey), rowKey, colKey),
      });
    }
    if (showTotalsColumn) cells.push({ kind: 'total', text: options.cellText(data.value(rowKey, []), rowKey, []) });
    return cells;
  });
  if (showTotalsRow) {
    const cells: PivotCell[] = [headerCell('totalLabel', totalLabel, { colSpan: leftWidth })];
    for (const colKey of data.colKeys)
      cells.push({ kind: 'total', text: options.cellText(data.value([], colKey), [], colKey) });
    if (showTotalsColumn) cells.push({ kind: 'grandTotal', text: options.cellText(data.value([], []), [], []) });
    bodyRows.push(cells);
  }
  return { headerRows: columnHeaderRows(data, options, leftWidth, totalLabel, showTotalsColumn), bodyRows };
}
