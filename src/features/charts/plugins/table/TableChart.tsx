import { useEffect } from 'react';
import { DataGrid, type DataGridColumn, type DataGridRow } from '../../../../components/DataGrid';
import type { RendererSizeProps } from '../types';

export interface TableRenderProps {
  columns: DataGridColumn[];
  rows: DataGridRow[];
}

/** The table chart: every row in the virtualized grid (sortable, keyboard navigable). */
export default function TableChart({ columns, rows, width, height, onRendered }: TableRenderProps & RendererSizeProps) {
  useEffect(() => onRendered?.(), [onRendered, rows]);
  return (
    <div style={{ width, height }}>
      <DataGrid columns={columns} rows={rows} height={height} />
    </div>
  );
}
