/**
 * What a caller writes to a dataset: its own fields, a new dataset (with columns, metrics and
 * owners) and a patch; and the insert of one new dataset inside a transaction.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor, SqlParam } from './database';
import {
  insertColumns,
  insertMetrics,
  placeholders,
  quoted,
  setOwners,
  stripUndefined,
  type DatasetColumnInput,
  type DatasetMetricInput,
} from './datasetWrites';

/** The dataset's own fields a caller may set. */
interface DatasetFields {
  table_name?: string;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  description?: string | null;
  main_dttm_col?: string | null;
  offset?: number;
  default_endpoint?: string | null;
  cache_timeout?: number | null;
  is_sqllab_view?: boolean;
  template_params?: string | null;
  filter_select_enabled?: boolean;
  fetch_values_predicate?: string | null;
  normalize_columns?: boolean;
  always_filter_main_dttm?: boolean;
  is_managed_externally?: boolean;
  external_url?: string | null;
  extra?: string | null;
}

export interface NewDataset extends DatasetFields {
  database_id: number;
  table_name: string;
  uuid?: string;
  owner_ids?: number[];
  created_by_fk?: number | null;
  /** Ids are ignored: every column is new. */
  columns?: DatasetColumnInput[];
  metrics?: DatasetMetricInput[];
}

/**
 * A change to a dataset. `columns` / `metrics`, when given, become the dataset's whole list, in
 * that order: entries with an id update that column or metric, entries without one are added, and
 * the dataset's others are removed. `owner_ids`, when given, replaces the owners.
 */
export interface DatasetPatch extends DatasetFields {
  owner_ids?: number[];
  changed_by_fk?: number | null;
  columns?: DatasetColumnInput[];
  metrics?: DatasetMetricInput[];
}

export const FIELD_COLUMNS: ReadonlyArray<keyof DatasetFields> = [
  'table_name',
  'catalog',
  'schema',
  'sql',
  'description',
  'main_dttm_col',
  'offset',
  'default_endpoint',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'filter_select_enabled',
  'fetch_values_predicate',
  'normalize_columns',
  'always_filter_main_dttm',
  'is_managed_externally',
  'external_url',
  'extra',
];

export async function insertDataset(tx: SqlExecutor, input: NewDataset, now: Date): Promise<number> {
  const fields = stripUndefined(Object.fromEntries(FIELD_COLUMNS.map((column) => [column, input[column]])));
  const names = [
    'uuid',
    'database_id',
    ...Object.keys(fields),
    'created_on',
    'changed_on',
    'created_by_fk',
    'changed_by_fk',
  ];
  const creator = input.created_by_fk ?? null;
  const values: SqlParam[] = [
    input.uuid ?? randomUUID(),
    input.database_id,
    ...Object.values(fields),
    now,
    now,
    creator,
    creator,
  ];
  const inserted = await tx.first<{ id: number }>(
    `INSERT INTO tables (${names.map(quoted).join(', ')}) VALUES (${placeholders(names.length)}) RETURNING id`,
    values,
  );
  if (!inserted) throw new Error('Dataset insert returned no id');
  const columns = (input.columns ?? []).map(({ id: _ignored, ...column }, position) => ({ input: column, position }));
  const metrics = (input.metrics ?? []).map(({ id: _ignored, ...metric }, position) => ({ input: metric, position }));
  await insertColumns(tx, inserted.id, columns, now);
  await insertMetrics(tx, inserted.id, metrics, now);
  if (input.owner_ids?.length) await setOwners(tx, inserted.id, input.owner_ids);
  return inserted.id;
}
