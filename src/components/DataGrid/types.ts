import type { GenericDataType, GenericTypeName } from '../../../common/genericDataTypes';

/** The generic kind of a result column, as Superset reports it in `type_generic`. */
export type ColumnKind = GenericTypeName;

/** A result column as SQL Lab receives it (Superset's result-set column shape). */
export interface DataGridColumn {
  /** The key of the column's values in each row, and the name shown in the header. */
  column_name: string;
  name?: string;
  /** The database type name, e.g. `BIGINT`, `VARCHAR`, `TIMESTAMP`. */
  type?: string;
  /** Superset sends GenericDataType numbers (0 numeric, 1 string, 2 temporal, 3 boolean); names are accepted too. */
  type_generic?: ColumnKind | GenericDataType | null;
  is_dttm?: boolean;
}

export type DataGridRow = Record<string, unknown>;

/**
 * A caller's look for one cell (e.g. a chart's number format and conditional colour): `text`
 * replaces the shown text when set, `background` colours the cell. Undefined keeps the default.
 */
export type DataGridCellFormat = (
  columnName: string,
  value: unknown,
) => { text?: string; background?: string } | undefined;

export type SortDirection = 'asc' | 'desc';

/** Which column the rows are ordered by; `null` keeps the order the rows arrived in. */
export interface SortState {
  columnName: string;
  direction: SortDirection;
}

/** A cell position among the rows and columns as currently shown (after filter and sort). */
export interface CellPosition {
  rowIndex: number;
  columnIndex: number;
}
