import { randomUUID } from 'node:crypto';
import type { MetadataDatabase, SqlExecutor, SqlParam } from './database';

/** A saved chart (Superset's `Slice`), with the ids of its owners and of the dashboards it is on. */
export interface ChartRecord {
  id: number;
  uuid: string;
  slice_name: string;
  datasource_id: number | null;
  datasource_type: string | null;
  /** The datasource's name when the chart was last saved (Superset keeps it on the slice). */
  datasource_name: string | null;
  viz_type: string | null;
  /** The form data, JSON text. */
  params: string | null;
  /** The query context, JSON text. */
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  created_on: Date;
  changed_on: Date;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  last_saved_at: Date | null;
  last_saved_by_fk: number | null;
  owner_ids: number[];
  dashboard_ids: number[];
}

/** The columns a write may set. */
export interface ChartFields {
  slice_name?: string;
  datasource_id?: number | null;
  datasource_type?: string | null;
  datasource_name?: string | null;
  viz_type?: string | null;
  params?: string | null;
  query_context?: string | null;
  description?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean;
  external_url?: string | null;
}

interface NewChart extends ChartFields {
  slice_name: string;
  uuid?: string;
  owner_ids: number[];
  dashboard_ids: number[];
}

export interface ChartPatch extends ChartFields {
  /** Replaces the owners when given. */
  owner_ids?: number[];
  /** Replaces the dashboards when given. */
  dashboard_ids?: number[];
  /** Records the save (last_saved_at/by); false for a background query-context refresh. */
  recordSave: boolean;
}

/** A user as charts and dashboards show their owners and editors. */
export interface UserSummary {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
}

const FIELD_COLUMNS: ReadonlyArray<keyof ChartFields> = [
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

const SLICE_COLUMNS =
  'id, uuid, slice_name, datasource_id, datasource_type, datasource_name, viz_type, params, query_context, description, ' +
  'cache_timeout, certified_by, certification_details, is_managed_externally, external_url, created_on, changed_on, ' +
  'created_by_fk, changed_by_fk, last_saved_at, last_saved_by_fk';

type SliceRow = Omit<ChartRecord, 'owner_ids' | 'dashboard_ids'>;

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

function groupIds(rows: Array<{ key: number; value: number }>): Map<number, number[]> {
  const grouped = new Map<number, number[]>();
  for (const row of rows) {
    const list = grouped.get(row.key) ?? [];
    list.push(row.value);
    grouped.set(row.key, list);
  }
  return grouped;
}

/** The users with these ids, by id (unknown ids are left out). */
export async function loadUserSummaries(db: SqlExecutor, ids: Iterable<number>): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.all<UserSummary>(
    `SELECT id, username, first_name, last_name, email, active FROM users WHERE id IN (${placeholders(unique)})`,
    unique,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Users whose name, username or e-mail contains `search` (case-insensitive), by first name. */
export function searchUsers(db: SqlExecutor, search: string): Promise<UserSummary[]> {
  const pattern = `%${search.toLowerCase()}%`;
  return db.all<UserSummary>(
    `SELECT id, username, first_name, last_name, email, active FROM users
     WHERE lower(first_name || ' ' || last_name) LIKE ? OR lower(username) LIKE ? OR lower(email) LIKE ?
     ORDER BY lower(first_name), lower(last_name), id`,
    [pattern, pattern, pattern],
  );
}

async function replaceLinks(
  tx: SqlExecutor,
  table: 'slice_user' | 'dashboard_slices',
  sliceId: number,
  otherIds: readonly number[],
): Promise<void> {
  const otherColumn = table === 'slice_user' ? 'user_id' : 'dashboard_id';
  await tx.run(`DELETE FROM ${table} WHERE slice_id = ?`, [sliceId]);
  for (const otherId of new Set(otherIds)) {
    await tx.run(`INSERT INTO ${table} (slice_id, ${otherColumn}) VALUES (?, ?)`, [sliceId, otherId]);
  }
}

/** Saved charts, their owners and their dashboard membership. */
export class ChartRepository {
  constructor(private readonly db: MetadataDatabase) {}

  private async withLinks(rows: SliceRow[], executor: SqlExecutor = this.db): Promise<ChartRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const owners = groupIds(
      await executor.all<{ key: number; value: number }>(
        `SELECT slice_id AS key, user_id AS value FROM slice_user WHERE slice_id IN (${placeholders(ids)}) ORDER BY user_id`,
        ids,
      ),
    );
    const dashboards = groupIds(
      await executor.all<{ key: number; value: number }>(
        `SELECT slice_id AS key, dashboard_id AS value FROM dashboard_slices WHERE slice_id IN (${placeholders(ids)}) ORDER BY dashboard_id`,
        ids,
      ),
    );
    return rows.map((row) => ({
      ...row,
      owner_ids: owners.get(row.id) ?? [],
      dashboard_ids: dashboards.get(row.id) ?? [],
    }));
  }

  async list(): Promise<ChartRecord[]> {
    return this.withLinks(await this.db.all<SliceRow>(`SELECT ${SLICE_COLUMNS} FROM slices ORDER BY id`));
  }

  async findById(id: number): Promise<ChartRecord | null> {
    const [chart] = await this.findByIds([id]);
    return chart ?? null;
  }

  async findByUuid(uuid: string): Promise<ChartRecord | null> {
    const row = await this.db.first<SliceRow>(`SELECT ${SLICE_COLUMNS} FROM slices WHERE uuid = ?`, [uuid]);
    return row ? ((await this.withLinks([row]))[0] ?? null) : null;
  }

  /** The charts among `ids` that exist, by id. */
  async findByIds(ids: readonly number[]): Promise<ChartRecord[]> {
    if (ids.length === 0) return [];
    return this.withLinks(
      await this.db.all<SliceRow>(
        `SELECT ${SLICE_COLUMNS} FROM slices WHERE id IN (${placeholders(ids)}) ORDER BY id`,
        [...ids],
      ),
    );
  }

  /** Creates the chart, saved now by `actorId`; a uuid already in use is an error. */
  async create(input: NewChart, actorId: number | null): Promise<ChartRecord> {
    const now = new Date();
    const uuid = input.uuid ?? randomUUID();
    const id = await this.db.transaction(async (tx) => {
      if (await tx.first('SELECT id FROM slices WHERE uuid = ?', [uuid]))
        throw new Error(`Chart uuid ${uuid} already exists`);
      const columns: string[] = [
        'uuid',
        'created_on',
        'changed_on',
        'created_by_fk',
        'changed_by_fk',
        'last_saved_at',
        'last_saved_by_fk',
      ];
      const params: SqlParam[] = [uuid, now, now, actorId, actorId, now, actorId];
      for (const column of FIELD_COLUMNS) {
        const value = input[column];
        if (value === undefined) continue;
        columns.push(column);
        params.push(value);
      }
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO slices (${columns.join(', ')}) VALUES (${placeholders(params)}) RETURNING id`,
        params,
      );
      if (!inserted) throw new Error('Chart insert returned no id');
      await replaceLinks(tx, 'slice_user', inserted.id, input.owner_ids);
      await replaceLinks(tx, 'dashboard_slices', inserted.id, input.dashboard_ids);
      return inserted.id;
    });
    const chart = await this.findById(id);
    if (!chart) throw new Error(`Chart ${id} vanished after insert`);
    return chart;
  }

  /** Applies the patch (changed now by `actorId`); null when the chart does not exist. */
  async update(id: number, patch: ChartPatch, actorId: number | null): Promise<ChartRecord | null> {
    const now = new Date();
    const found = await this.db.transaction(async (tx) => {
      if (!(await tx.first('SELECT id FROM slices WHERE id = ?', [id]))) return false;
      const columns = ['changed_on', 'changed_by_fk'];
      const params: SqlParam[] = [now, actorId];
      if (patch.recordSave) {
        columns.push('last_saved_at', 'last_saved_by_fk');
        params.push(now, actorId);
      }
      for (const column of FIELD_COLUMNS) {
        const value = patch[column];
        if (value === undefined) continue;
        columns.push(column);
        params.push(value);
      }
      await tx.run(`UPDATE slices SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`, [
        ...params,
        id,
      ]);
      if (patch.owner_ids) await replaceLinks(tx, 'slice_user', id, patch.owner_ids);
      if (patch.dashboard_ids) await replaceLinks(tx, 'dashboard_slices', id, patch.dashboard_ids);
      return true;
    });
    return found ? this.findById(id) : null;
  }

  /** Deletes the charts with their owner and dashboard links. */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const list = placeholders(ids);
    await this.db.transaction(async (tx) => {
      await tx.run(`DELETE FROM slice_user WHERE slice_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM dashboard_slices WHERE slice_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM slices WHERE id IN (${list})`, [...ids]);
    });
  }

  userSummaries(ids: Iterable<number>): Promise<Map<number, UserSummary>> {
    return loadUserSummaries(this.db, ids);
  }

  /** Candidates for the owners / created_by / changed_by pickers. */
  relatedUsers(search: string): Promise<UserSummary[]> {
    return searchUsers(this.db, search);
  }
}
