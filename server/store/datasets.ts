/**
 * DatasetRepository: datasets (Superset's `tables`), their columns, saved metrics and owners.
 * Every write that touches several tables runs in one transaction. The record shapes are the
 * contract in datasetTypes.ts; what callers write is in datasetInputs.ts.
 */
import type { MetadataDatabase, SqlParam } from './database';
import { FIELD_COLUMNS, insertDataset, type DatasetPatch, type NewDataset } from './datasetInputs';
import { listWhere, ORDER_SQL, type DatasetListQuery } from './datasetListQuery';
import type { DatasetColumnRecord, DatasetMetricRecord, DatasetRecord } from './datasetTypes';
import { ReadCache } from './readCache';
import {
  COLUMN_FIELDS,
  METRIC_FIELDS,
  insertColumns,
  insertMetrics,
  placeholders,
  quoted,
  setOwners,
  stripUndefined,
  syncChildren,
} from './datasetWrites';

export type { DatasetColumnRecord, DatasetMetricRecord, DatasetRecord } from './datasetTypes';
export type { DatasetColumnInput, DatasetMetricInput } from './datasetWrites';
export type { DatasetPatch, NewDataset } from './datasetInputs';

/** A dataset without its columns and metrics (list rows). */
export type DatasetSummary = Omit<DatasetRecord, 'columns' | 'metrics'>;

const SUMMARY_SELECT =
  'id, uuid, database_id, catalog, "schema", table_name, sql, description, main_dttm_col, "offset", default_endpoint, ' +
  'cache_timeout, is_sqllab_view, template_params, filter_select_enabled, fetch_values_predicate, normalize_columns, ' +
  'always_filter_main_dttm, is_managed_externally, external_url, extra, created_on, changed_on, created_by_fk, changed_by_fk';
const COLUMN_SELECT = `id, uuid, table_id, ${COLUMN_FIELDS.map(quoted).join(', ')}`;
const METRIC_SELECT = `id, uuid, table_id, ${METRIC_FIELDS.join(', ')}`;

type SummaryRow = Omit<DatasetSummary, 'owner_ids'>;
type ColumnRow = DatasetColumnRecord & { table_id: number };
type MetricRow = DatasetMetricRecord & { table_id: number };

function groupByTable<T extends { table_id: number }>(rows: T[]): Map<number, Array<Omit<T, 'table_id'>>> {
  const byTable = new Map<number, Array<Omit<T, 'table_id'>>>();
  for (const { table_id, ...rest } of rows) {
    const list = byTable.get(table_id) ?? [];
    list.push(rest);
    byTable.set(table_id, list);
  }
  return byTable;
}

export class DatasetRepository {
  private readonly byId: ReadCache<number, DatasetRecord | null>;

  constructor(private readonly db: MetadataDatabase) {
    this.byId = new ReadCache(db);
  }

  /** The dataset with its columns, metrics and owners, or null. */
  findById(id: number): Promise<DatasetRecord | null> {
    return this.byId.get(id, async () => {
      const [dataset] = await this.withChildren(await this.summaries('WHERE id = ?', [id]));
      return dataset ?? null;
    });
  }

  /** Several datasets with their columns and metrics, in id order (unknown ids are skipped). */
  async findByIds(ids: readonly number[]): Promise<DatasetRecord[]> {
    if (ids.length === 0) return [];
    return this.withChildren(await this.summaries(`WHERE id IN (${placeholders(ids.length)}) ORDER BY id`, [...ids]));
  }

  /** The dataset of this table (database, schema, name and catalog match exactly), or null. */
  async findByTable(
    databaseId: number,
    schema: string | null,
    tableName: string,
    catalog: string | null = null,
  ): Promise<DatasetRecord | null> {
    const [summary] = await this.summaries(
      'WHERE database_id = ? AND "schema" IS NOT DISTINCT FROM ? AND table_name = ? AND catalog IS NOT DISTINCT FROM ? ORDER BY id LIMIT 1',
      [databaseId, schema, tableName, catalog],
    );
    return summary ? this.findById(summary.id) : null;
  }

  /** The oldest dataset of the database with this name, in any schema (Superset's get_table_by_name). */
  async findByName(databaseId: number, tableName: string): Promise<DatasetRecord | null> {
    const [summary] = await this.summaries('WHERE database_id = ? AND table_name = ? ORDER BY id LIMIT 1', [
      databaseId,
      tableName,
    ]);
    return summary ? this.findById(summary.id) : null;
  }

  /** Datasets without their columns and metrics, filtered, ordered (default: id) and paged; `count` ignores paging. */
  async list(query: DatasetListQuery = {}): Promise<{ count: number; rows: DatasetSummary[] }> {
    const { where, params } = listWhere(query);
    const counted = await this.db.first<{ count: bigint | number }>(
      `SELECT count(*) AS count FROM tables ${where}`,
      params,
    );
    const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
    const order = `ORDER BY ${ORDER_SQL[query.orderBy ?? 'id']} ${direction} NULLS FIRST, id ${direction}`;
    const paging: string[] = [];
    const pagingParams: SqlParam[] = [];
    if (query.limit !== undefined) {
      paging.push('LIMIT ?');
      pagingParams.push(query.limit);
    }
    if (query.offset !== undefined) {
      paging.push('OFFSET ?');
      pagingParams.push(query.offset);
    }
    const rows = await this.summaries(`${where} ${order} ${paging.join(' ')}`, [...params, ...pagingParams]);
    return { count: Number(counted?.count ?? 0), rows };
  }

  /** Creates the dataset with its columns, metrics and owners; returns it as stored. */
  async create(input: NewDataset): Promise<DatasetRecord> {
    const [id] = await this.createMany([input]);
    const stored = await this.findById(id);
    if (!stored) throw new Error(`Dataset ${id} could not be read back`);
    return stored;
  }

  /** Creates several datasets in one transaction (all or none); returns their ids in input order. */
  async createMany(inputs: readonly NewDataset[]): Promise<number[]> {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const input of inputs) ids.push(await insertDataset(tx, input, now));
      return ids;
    });
  }

  /** Applies the patch (see DatasetPatch) in one transaction; returns the dataset as stored, or null when it does not exist. */
  async update(id: number, patch: DatasetPatch): Promise<DatasetRecord | null> {
    const now = new Date();
    const fields = stripUndefined(Object.fromEntries(FIELD_COLUMNS.map((column) => [column, patch[column]])));
    const sets = [...Object.keys(fields).map((column) => `${quoted(column)} = ?`), 'changed_on = ?'];
    const params: SqlParam[] = [...Object.values(fields), now];
    if (patch.changed_by_fk !== undefined) {
      sets.push('changed_by_fk = ?');
      params.push(patch.changed_by_fk);
    }
    const found = await this.db.transaction(async (tx) => {
      const exists = await tx.first<{ id: number }>('SELECT id FROM tables WHERE id = ?', [id]);
      if (!exists) return false;
      await tx.run(`UPDATE tables SET ${sets.join(', ')} WHERE id = ?`, [...params, id]);
      if (patch.columns) {
        await syncChildren(
          tx,
          'table_columns',
          COLUMN_FIELDS,
          id,
          patch.columns,
          (rows) => insertColumns(tx, id, rows, now),
          now,
        );
      }
      if (patch.metrics) {
        await syncChildren(
          tx,
          'sql_metrics',
          METRIC_FIELDS,
          id,
          patch.metrics,
          (rows) => insertMetrics(tx, id, rows, now),
          now,
        );
      }
      if (patch.owner_ids) await setOwners(tx, id, patch.owner_ids);
      return true;
    });
    return found ? this.findById(id) : null;
  }

  /** Deletes the datasets with their columns, metrics and owners; returns how many existed. */
  async delete(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const list = placeholders(ids.length);
    return this.db.transaction(async (tx) => {
      const existing = await tx.all<{ id: number }>(`SELECT id FROM tables WHERE id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM table_columns WHERE table_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM sql_metrics WHERE table_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM sqlatable_user WHERE table_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM tables WHERE id IN (${list})`, [...ids]);
      return existing.length;
    });
  }

  private async summaries(tail: string, params: SqlParam[]): Promise<DatasetSummary[]> {
    const rows = await this.db.all<SummaryRow>(`SELECT ${SUMMARY_SELECT} FROM tables ${tail}`, params);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const owners = await this.db.all<{ table_id: number; user_id: number }>(
      `SELECT table_id, user_id FROM sqlatable_user WHERE table_id IN (${placeholders(ids.length)}) ORDER BY user_id`,
      ids,
    );
    const ownersByTable = new Map<number, number[]>();
    for (const { table_id, user_id } of owners)
      ownersByTable.set(table_id, [...(ownersByTable.get(table_id) ?? []), user_id]);
    return rows.map((row) => ({ ...row, owner_ids: ownersByTable.get(row.id) ?? [] }));
  }

  private async withChildren(summaries: DatasetSummary[]): Promise<DatasetRecord[]> {
    if (summaries.length === 0) return [];
    const ids = summaries.map((summary) => summary.id);
    const list = placeholders(ids.length);
    const columns = groupByTable(
      await this.db.all<ColumnRow>(
        `SELECT ${COLUMN_SELECT} FROM table_columns WHERE table_id IN (${list}) ORDER BY position, id`,
        ids,
      ),
    );
    const metrics = groupByTable(
      await this.db.all<MetricRow>(
        `SELECT ${METRIC_SELECT} FROM sql_metrics WHERE table_id IN (${list}) ORDER BY position, id`,
        ids,
      ),
    );
    return summaries.map((summary) => ({
      ...summary,
      columns: (columns.get(summary.id) ?? []) as DatasetColumnRecord[],
      metrics: (metrics.get(summary.id) ?? []) as DatasetMetricRecord[],
    }));
  }
}
