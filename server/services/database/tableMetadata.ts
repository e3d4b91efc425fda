/**
 * Table metadata in Superset's shape (superset/databases/utils.py `get_table_metadata`) and the
 * `SELECT … LIMIT 100` statement SQL Lab previews a table with.
 */
import type { KeyInfo, TableColumnInfo, TableInfo } from '../../engines/types';

const SELECT_STAR_LIMIT = 100;

/** DuckDB's reserved keywords: an identifier spelled like one must be quoted. */
const RESERVED_WORDS = new Set(
  (
    'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create ' +
    'default deferrable desc describe distinct do else end except false fetch for foreign from grant group having ' +
    'in initially intersect into lateral leading limit not null offset on only or order pivot pivot_longer ' +
    'pivot_wider placing primary qualify references returning select show some summarize symmetric table then to ' +
    'trailing true union unique unpivot using variadic when where window with'
  ).split(' '),
);

/** Quotes an identifier only when it needs it (upper case, special characters, reserved word). */
export function quoteIdentifierIfNeeded(name: string): string {
  if (/^[a-z_][a-z0-9_$]*$/.test(name) && !RESERVED_WORDS.has(name)) return name;
  return `"${name.replace(/"/g, '""')}"`;
}

/** `schema.table`, each part quoted as needed. */
export function qualifiedTableName(schema: string | null, table: string): string {
  const name = quoteIdentifierIfNeeded(table);
  return schema ? `${quoteIdentifierIfNeeded(schema)}.${name}` : name;
}

/**
 * The preview statement, laid out as Superset 6.1's formatter (sqlglot's pretty printer) does:
 * `SELECT` alone on its line, each column (or `*`) indented by two spaces on its own, then FROM
 * and LIMIT.
 */
export function selectStarSql(schema: string | null, table: string, columns: readonly string[] | null): string {
  const fields = columns && columns.length > 0 ? columns.map(quoteIdentifierIfNeeded) : ['*'];
  return `SELECT\n${fields.map((field) => `  ${field}`).join(',\n')}\nFROM ${qualifiedTableName(schema, table)}\nLIMIT ${SELECT_STAR_LIMIT}`;
}

interface KeyDict {
  column_names: string[];
  name: string | null;
  type: 'pk' | 'fk' | 'index';
  [key: string]: unknown;
}

function keyDict(key: KeyInfo): KeyDict {
  if (key.type === 'fk') {
    return {
      column_names: key.column_names,
      name: key.name,
      referred_schema: key.referred_schema ?? null,
      referred_table: key.referred_table ?? null,
      referred_columns: key.referred_columns ?? [],
      options: {},
      type: 'fk',
    };
  }
  return { column_names: key.column_names, name: key.name, type: key.type };
}

/** `longType` is the type as written (Superset 6.1: `str(type)`, no `()`); `type` the part before `(`. */
function columnTypes(column: TableColumnInfo): { type: string; longType: string } {
  const paren = column.type.indexOf('(');
  if (paren >= 0) return { type: column.type.slice(0, paren), longType: column.type };
  return { type: column.type, longType: column.type };
}

interface TableMetadata {
  name: string;
  columns: Array<{ name: string; type: string; longType: string; keys: KeyDict[]; comment: string | null }>;
  selectStar: string;
  primaryKey: KeyDict | null;
  foreignKeys: KeyDict[];
  /** As in Superset, every key of the table: the primary key, the foreign keys, then the indexes. */
  indexes: KeyDict[];
  comment: string | null;
}

export function tableMetadata(info: TableInfo): TableMetadata {
  const primaryKey = info.primaryKey && info.primaryKey.column_names.length > 0 ? keyDict(info.primaryKey) : null;
  const foreignKeys = info.foreignKeys.map(keyDict);
  const keys = [...(primaryKey ? [primaryKey] : []), ...foreignKeys, ...info.indexes.map(keyDict)];
  return {
    name: info.name,
    columns: info.columns.map((column) => ({
      name: column.name,
      ...columnTypes(column),
      keys: keys.filter((key) => key.column_names.includes(column.name)),
      comment: column.comment,
    })),
    selectStar: selectStarSql(
      info.schema,
      info.name,
      info.columns.map((column) => column.name),
    ),
    primaryKey,
    foreignKeys,
    indexes: keys,
    comment: info.comment,
  };
}
