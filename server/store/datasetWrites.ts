/**
 * Row writes of DatasetRepository: columns and metrics (inserted, or synced to a given list) and
 * owners, always inside the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor, SqlParam } from './database';
import type { DatasetColumnRecord, DatasetMetricRecord } from './datasetTypes';

/** A column to write: with an `id` it updates that column (only the given fields), without one it is added. */
export type DatasetColumnInput = Partial<Omit<DatasetColumnRecord, 'id' | 'column_name'>> & {
  id?: number;
  column_name: string;
};
/** A metric to write: with an `id` it updates that metric (only the given fields), without one it is added. */
export type DatasetMetricInput = Partial<Omit<DatasetMetricRecord, 'id' | 'metric_name' | 'expression'>> & {
  id?: number;
  metric_name: string;
  expression: string;
};

export const COLUMN_FIELDS: ReadonlyArray<keyof Omit<DatasetColumnRecord, 'id' | 'uuid'>> = [
  'column_name',
  'verbose_name',
  'type',
  'type_generic',
  'is_dttm',
  'expression',
  'groupby',
  'filterable',
  'is_active',
  'python_date_format',
  'description',
  'extra',
  'advanced_data_type',
];

export const METRIC_FIELDS: ReadonlyArray<keyof Omit<DatasetMetricRecord, 'id' | 'uuid'>> = [
  'metric_name',
  'verbose_name',
  'expression',
  'metric_type',
  'd3format',
  'currency',
  'description',
  'warning_text',
  'extra',
];

const COLUMN_DEFAULTS: Omit<DatasetColumnRecord, 'id' | 'uuid' | 'column_name'> = {
  verbose_name: null,
  type: null,
  type_generic: null,
  is_dttm: false,
  expression: null,
  groupby: true,
  filterable: true,
  is_active: true,
  python_date_format: null,
  description: null,
  extra: null,
  advanced_data_type: null,
};

const METRIC_DEFAULTS: Omit<DatasetMetricRecord, 'id' | 'uuid' | 'metric_name' | 'expression'> = {
  verbose_name: null,
  metric_type: null,
  d3format: null,
  currency: null,
  description: null,
  warning_text: null,
  extra: null,
};

export function quoted(column: string): string {
  return column === 'schema' || column === 'offset' || column === 'type' ? `"${column}"` : column;
}

export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

export function stripUndefined<T extends object>(input: T): Record<string, SqlParam> {
  const values: Record<string, SqlParam> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) values[key] = value as SqlParam;
  return values;
}

export async function insertColumns(
  tx: SqlExecutor,
  tableId: number,
  columns: ReadonlyArray<{ input: DatasetColumnInput; position: number }>,
  now: Date,
): Promise<void> {
  if (columns.length === 0) return;
  const names = ['uuid', 'table_id', 'position', ...COLUMN_FIELDS, 'created_on', 'changed_on'];
  const params: SqlParam[] = [];
  for (const { input, position } of columns) {
    const values: Record<string, SqlParam> = { ...COLUMN_DEFAULTS, ...stripUndefined(input) };
    params.push(
      input.uuid ?? randomUUID(),
      tableId,
      position,
      ...COLUMN_FIELDS.map((field) => values[field] ?? null),
      now,
      now,
    );
  }
  const row = `(${placeholders(names.length)})`;
  await tx.run(
    `INSERT INTO table_columns (${names.map(quoted).join(', ')}) VALUES ${columns.map(() => row).join(', ')}`,
    params,
  );
}

export async function insertMetrics(
  tx: SqlExecutor,
  tableId: number,
  metrics: ReadonlyArray<{ input: DatasetMetricInput; position: number }>,
  now: Date,
): Promise<void> {
  if (metrics.length === 0) return;
  const names = ['uuid', 'table_id', 'position', ...METRIC_FIELDS, 'created_on', 'changed_on'];
  const params: SqlParam[] = [];
  for (const { input, position } of metrics) {
    const values: Record<string, SqlParam> = { ...METRIC_DEFAULTS, ...stripUndefined(input) };
    params.push(
      input.uuid ?? randomUUID(),
      tableId,
      position,
      ...METRIC_FIELDS.map((field) => values[field] ?? null),
      now,
      now,
    );
  }
  const row = `(${placeholders(names.length)})`;
  await tx.run(`INSERT INTO sql_metrics (${names.join(', ')}) VALUES ${metrics.map(() => row).join(', ')}`, params);
}

/** Makes the dataset's list of columns or metrics exactly `inputs` (see DatasetPatch). */
export async function syncChildren<T extends { id?: number }>(
  tx: SqlExecutor,
  table: 'table_columns' | 'sql_metrics',
  fields: readonly string[],
  tableId: number,
  inputs: readonly T[],
  insert: (rows: Array<{ input: T; position: number }>) => Promise<void>,
  now: Date,
): Promise<void> {
  const existing = new Set(
    (await tx.all<{ id: number }>(`SELECT id FROM ${table} WHERE table_id = ?`, [tableId])).map((row) => row.id),
  );
  const kept = new Set<number>();
  const added: Array<{ input: T; position: number }> = [];
  for (const [position, input] of inputs.entries()) {
    if (input.id === undefined) {
      added.push({ input, position });
      continue;
    }
    if (!existing.has(input.id)) throw new Error(`${table} ${input.id} does not belong to dataset ${tableId}`);
    kept.add(input.id);
    const values = stripUndefined(input);
    const sets = fields.filter((field) => field in values);
    await tx.run(
      `UPDATE ${table} SET ${[...sets.map((field) => `${quoted(field)} = ?`), 'position = ?', 'changed_on = ?'].join(', ')} WHERE id = ?`,
      [...sets.map((field) => values[field]), position, now, input.id],
    );
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length) await tx.run(`DELETE FROM ${table} WHERE id IN (${placeholders(removed.length)})`, removed);
  await insert(added);
}

export async function setOwners(tx: SqlExecutor, tableId: number, ownerIds: readonly number[]): Promise<void> {
  await tx.run('DELETE FROM sqlatable_user WHERE table_id = ?', [tableId]);
  const unique = [...new Set(ownerIds)];
  if (unique.length === 0) return;
  await tx.run(
    `INSERT INTO sqlatable_user (table_id, user_id) VALUES ${unique.map(() => '(?, ?)').join(', ')}`,
    unique.flatMap((userId) => [tableId, userId]),
  );
}
