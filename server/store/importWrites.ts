/**
 * Writes of the import of a Superset export bundle, inside the caller's transaction: every object
 * of a bundle is written in one transaction, so these take the transaction's executor rather than
 * opening their own as the repositories do.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor, SqlParam } from './database';
import type { ChartFields } from './charts';
import { FIELD_COLUMNS as DATASET_FIELD_COLUMNS, insertDataset, type NewDataset } from './datasetInputs';
import { insertColumns, insertMetrics, quoted, setOwners, stripUndefined } from './datasetWrites';

type ImportTable = 'databases' | 'tables' | 'slices' | 'dashboards';

const CHART_COLUMNS: ReadonlyArray<keyof ChartFields> = [
  'slice_name',
  'datasource_id',
  'datasource_type',
  'datasource_name',
  'viz_type',
  'params',
  'query_context',
  'description',
  'cache_timeout',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'external_url',
];

/** The id of the row of `table` with this uuid, or null. */
export async function idByUuid(tx: SqlExecutor, table: ImportTable, uuid: string): Promise<number | null> {
  const row = await tx.first<{ id: number }>(`SELECT id FROM ${table} WHERE uuid = ?`, [uuid.toLowerCase()]);
  return row?.id ?? null;
}

/** The id of the database registered under this name, or null. */
export async function databaseIdByName(tx: SqlExecutor, name: string): Promise<number | null> {
  const row = await tx.first<{ id: number }>('SELECT id FROM databases WHERE database_name = ?', [name]);
  return row?.id ?? null;
}

function chartAssignments(fields: ChartFields): { columns: string[]; params: SqlParam[] } {
  const columns: string[] = [];
  const params: SqlParam[] = [];
  for (const column of CHART_COLUMNS) {
    const value = fields[column];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  return { columns, params };
}

/** Inserts a chart with this uuid, owned by `ownerIds`; returns its id. */
export async function insertImportedChart(
  tx: SqlExecutor,
  uuid: string,
  fields: ChartFields,
  ownerIds: readonly number[],
  actorId: number,
): Promise<number> {
  const now = new Date();
  const own = chartAssignments(fields);
  const columns = ['uuid', 'created_on', 'changed_on', 'created_by_fk', 'changed_by_fk', ...own.columns];
  const params: SqlParam[] = [uuid, now, now, actorId, actorId, ...own.params];
  const inserted = await tx.first<{ id: number }>(
    `INSERT INTO slices (${columns.join(', ')}) VALUES (${params.map(() => '?').join(', ')}) RETURNING id`,
    params,
  );
  if (!inserted) throw new Error('Chart insert returned no id');
  for (const ownerId of new Set(ownerIds))
    await tx.run('INSERT INTO slice_user (slice_id, user_id) VALUES (?, ?)', [inserted.id, ownerId]);
  return inserted.id;
}

/** Overwrites a chart's fields (an import with `overwrite`). */
export async function overwriteImportedChart(
  tx: SqlExecutor,
  id: number,
  fields: ChartFields,
  actorId: number,
): Promise<void> {
  const own = chartAssignments(fields);
  const columns = ['changed_on', 'changed_by_fk', ...own.columns];
  const params: SqlParam[] = [new Date(), actorId, ...own.params];
  await tx.run(`UPDATE slices SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`, [
    ...params,
    id,
  ]);
}

/** Inserts a dataset (with its columns and metrics) with the given uuid; returns its id. */
export function insertImportedDataset(tx: SqlExecutor, input: NewDataset): Promise<number> {
  return insertDataset(tx, { ...input, uuid: input.uuid ?? randomUUID() }, new Date());
}

/** Overwrites a dataset: its fields, and its columns and metrics replaced by the bundle's. */
export async function overwriteImportedDataset(tx: SqlExecutor, id: number, input: NewDataset): Promise<void> {
  const now = new Date();
  const fields = stripUndefined(Object.fromEntries(DATASET_FIELD_COLUMNS.map((column) => [column, input[column]])));
  const sets = [...Object.keys(fields).map((column) => `${quoted(column)} = ?`), 'database_id = ?', 'changed_on = ?'];
  await tx.run(`UPDATE tables SET ${sets.join(', ')} WHERE id = ?`, [
    ...Object.values(fields),
    input.database_id,
    now,
    id,
  ]);
  await tx.run('DELETE FROM table_columns WHERE table_id = ?', [id]);
  await tx.run('DELETE FROM sql_metrics WHERE table_id = ?', [id]);
  const columns = (input.columns ?? []).map((column, position) => ({ input: column, position }));
  const metrics = (input.metrics ?? []).map((metric, position) => ({ input: metric, position }));
  await insertColumns(tx, id, columns, now);
  await insertMetrics(tx, id, metrics, now);
  if (input.owner_ids?.length) await setOwners(tx, id, input.owner_ids);
}
