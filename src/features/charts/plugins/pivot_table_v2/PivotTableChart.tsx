import { useEffect, type CSSProperties } from 'react';
import type { RendererSizeProps } from '../types';
import type { PivotCell, PivotCellKind } from './pivotLayout';
import type { PivotTableRenderProps } from './transformProps';

const BORDER = '1px solid #e0e0e0';
const CELL: CSSProperties = { border: BORDER, padding: '4px 8px', whiteSpace: 'nowrap', fontSize: 12 };
const STYLES: Record<PivotCellKind, CSSProperties> = {
  corner: { ...CELL, background: '#fafafa' },
  axisLabel: { ...CELL, background: '#fafafa', fontWeight: 600, textAlign: 'left' },
  colLabel: { ...CELL, background: '#fafafa', fontWeight: 600, textAlign: 'left' },
  rowLabel: { ...CELL, background: '#fafafa', fontWeight: 600, textAlign: 'left', verticalAlign: 'top' },
  subtotalLabel: { ...CELL, background: '#f0f0f0', fontWeight: 600, textAlign: 'left' },
  totalLabel: { ...CELL, background: '#f0f0f0', fontWeight: 700, textAlign: 'left' },
  value: { ...CELL, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  subtotal: { ...CELL, textAlign: 'right', fontWeight: 600, background: '#f7f7f7', fontVariantNumeric: 'tabular-nums' },
  total: { ...CELL, textAlign: 'right', fontWeight: 700, background: '#f0f0f0', fontVariantNumeric: 'tabular-nums' },
  grandTotal: {
    ...CELL,
    textAlign: 'right',
    fontWeight: 700,
    background: '#e8e8e8',
    fontVariantNumeric: 'tabular-nums',
  },
};
const HEADER_KINDS = new Set<PivotCellKind>([
  'corner',
  'axisLabel',
  'colLabel',
  'rowLabel',
  'subtotalLabel',
  'totalLabel',
]);

/** A header cell heads its column in the table head, its row in the body. */
function Cell({ cell, scope }: { cell: PivotCell; scope: 'col' | 'row' }) {
  if (!HEADER_KINDS.has(cell.kind)) {
    return (
      <td className={`pvt-${cell.kind}`} style={STYLES[cell.kind]}>
        {cell.text}
      </td>
    );
  }
  return (
    <th
      className={`pvt-${cell.kind}`}
      scope={cell.kind === 'corner' ? undefined : scope}
      colSpan={cell.colSpan}
      rowSpan={cell.rowSpan}
      style={STYLES[cell.kind]}
    >
      {cell.text}
    </th>
  );
}

/** The pivot table: an HTML table of the layout transformProps made, scrolling in its box. */
export default function PivotTableChart({
  headerRows,
  bodyRows,
  width,
  height,
  onRendered,
}: PivotTableRenderProps & RendererSizeProps) {
  useEffect(() => onRendered?.(), [onRendered, headerRows, bodyRows]);
  return (
    <div style={{ width, height, overflow: 'auto' }}>
      <table className="pvtTable" style={{ borderCollapse: 'collapse' }}>
        <thead>
          {headerRows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <Cell key={cellIndex} cell={cell} scope="col" />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {bodyRows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <Cell key={cellIndex} cell={cell} scope="row" />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
