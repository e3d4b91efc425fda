import { randomUUID } from 'node:crypto';
import { loadUserSummaries, searchUsers, type UserSummary } from './charts';
import type { MetadataDatabase, SqlExecutor, SqlParam } from './database';

/** A dashboard (Superset's `Dashboard`) with the ids of its owners, viewing roles and charts. */
export interface DashboardRecord {
  id: number;
  uuid: string;
  dashboard_title: string | null;
  slug: string | null;
  published: boolean;
  /** The layout, JSON text. */
  position_json: string | null;
  /** The metadata (colours, filters, refresh…), JSON text. */
  json_metadata: string | null;
  css: string | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  created_on: Date;
  changed_on: Date;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  owner_ids: number[];
  /** Roles that may view it (DASHBOARD_RBAC). */
  role_ids: number[];
  slice_ids: number[];
}

/** The columns a write may set directly. */
export interface DashboardFields {
  dashboard_title?: string | null;
  slug?: string | null;
  published?: boolean;
  position_json?: string | null;
  json_metadata?: string | null;
  css?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean;
  external_url?: string | null;
}

interface NewDashboard extends DashboardFields {
  owner_ids: number[];
  role_ids?: number[];
  slice_ids?: number[];
  uuid?: string;
}

/** A change: the fields given, and the links replaced when given. */
export interface DashboardPatch extends DashboardFields {
  owner_ids?: number[];
  role_ids?: number[];
  slice_ids?: number[];
}

type DashboardRow = Omit<DashboardRecord, 'owner_ids' | 'role_ids' | 'slice_ids'>;
type LinkTable = 'dashboard_user' | 'dashboard_roles' | 'dashboard_slices';

const LINK_COLUMN: Record<LinkTable, string> = {
  dashboard_user: 'user_id',
  dashboard_roles: 'role_id',
  dashboard_slices: 'slice_id',
};

const FIELD_COLUMNS = [
  'dashboard_title',
  'slug',
  'published',
  'position_json',
  'json_metadata',
  'css',
  'certified_by',
  'certification_details',
  'is_managed_externally',
  'external_url',
] as const;

const DASHBOARD_COLUMNS = [
  'id',
  'uuid',
  ...FIELD_COLUMNS,
  'created_on',
  'changed_on',
  'created_by_fk',
  'changed_by_fk',
].join(', ');

function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

async function idsByDashboard(executor: SqlExecutor, table: LinkTable, ids: number[]): Promise<Map<number, number[]>> {
  const column = LINK_COLUMN[table];
  const rows = await executor.all<{ dashboard_id: number; value: number }>(
    `SELECT dashboard_id, ${column} AS value FROM ${table} WHERE dashboard_id IN (${placeholders(ids)}) ORDER BY ${column}`,
    ids,
  );
  const grouped = new Map<number, number[]>();
  for (const row of rows) grouped.set(row.dashboard_id, [...(grouped.get(row.dashboard_id) ?? []), row.value]);
  return grouped;
}

async function replaceLinks(tx: SqlExecutor, table: LinkTable, dashboardId: number, ids: readonly number[]) {
  await tx.run(`DELETE FROM ${table} WHERE dashboard_id = ?`, [dashboardId]);
  for (const id of new Set(ids)) {
    await tx.run(`INSERT INTO ${table} (dashboard_id, ${LINK_COLUMN[table]}) VALUES (?, ?)`, [dashboardId, id]);
  }
}

function fieldAssignments(fields: DashboardFields): { columns: string[]; params: SqlParam[] } {
  const columns: string[] = [];
  const params: SqlParam[] = [];
  for (const column of FIELD_COLUMNS) {
    const value = fields[column];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  return { columns, params };
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dashboards, their owners, viewing roles and charts. Every write is one transaction. */
export class DashboardRepository {
  constructor(private readonly db: MetadataDatabase) {}

  private async withLinks(rows: DashboardRow[], executor: SqlExecutor = this.db): Promise<DashboardRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const owners = await idsByDashboard(executor, 'dashboard_user', ids);
    const roles = await idsByDashboard(executor, 'dashboard_roles', ids);
    const slices = await idsByDashboard(executor, 'dashboard_slices', ids);
    return rows.map((row) => ({
      ...row,
      owner_ids: owners.get(row.id) ?? [],
      role_ids: roles.get(row.id) ?? [],
      slice_ids: slices.get(row.id) ?? [],
    }));
  }

  async list(): Promise<DashboardRecord[]> {
    return this.withLinks(await this.db.all<DashboardRow>(`SELECT ${DASHBOARD_COLUMNS} FROM dashboards ORDER BY id`));
  }

  /** The dashboards among `ids` that exist. */
  async findByIds(ids: readonly number[]): Promise<DashboardRecord[]> {
    if (ids.length === 0) return [];
    return this.withLinks(
      await this.db.all<DashboardRow>(
        `SELECT ${DASHBOARD_COLUMNS} FROM dashboards WHERE id IN (${placeholders(ids)}) ORDER BY id`,
        [...ids],
      ),
    );
  }

  async findById(id: number): Promise<DashboardRecord | null> {
    const [dashboard] = await this.findByIds([id]);
    return dashboard ?? null;
  }

  /** Superset's id_or_slug_filter: digits are an id, a uuid a uuid, anything else a slug. */
  async findByIdOrSlug(idOrSlug: string): Promise<DashboardRecord | null> {
    if (/^\d+$/.test(idOrSlug)) {
      const id = Number(idOrSlug);
      return Number.isSafeInteger(id) && id <= 2_147_483_647 ? this.findById(id) : null;
    }
    const [column, value] = UUID_TEXT.test(idOrSlug) ? ['uuid', idOrSlug.toLowerCase()] : ['slug', idOrSlug];
    const rows = await this.db.all<DashboardRow>(`SELECT ${DASHBOARD_COLUMNS} FROM dashboards WHERE ${column} = ?`, [
      value,
    ]);
    return (await this.withLinks(rows))[0] ?? null;
  }

  /** Whether another dashboard (not `exceptId`) has the slug. */
  async slugExists(slug: string, exceptId: number | null = null): Promise<boolean> {
    const found = await this.db.first<{ id: number }>('SELECT id FROM dashboards WHERE slug = ? AND id <> ?', [
      slug,
      exceptId ?? -1,
    ]);
    return found !== null;
  }

  /** Creates a dashboard owned by `owner_ids`, created now by `actorId`. */
  async create(input: NewDashboard, actorId: number | null): Promise<DashboardRecord> {
    const id = await this.db.transaction((tx) => insertDashboard(tx, input, actorId));
    const dashboard = await this.findById(id);
    if (!dashboard) throw new Error(`Dashboard ${id} vanished after insert`);
    return dashboard;
  }

  /** Applies the patch (changed now by `actorId`); null when the dashboard does not exist. */
  async update(id: number, patch: DashboardPatch, actorId: number | null): Promise<DashboardRecord | null> {
    const found = await this.db.transaction((tx) => updateDashboard(tx, id, patch, actorId));
    return found ? this.findById(id) : null;
  }

  /** Replaces json_metadata without stamping the change (a colours write with `mark_updated=false`). */
  async replaceMetadataUnstamped(id: number, jsonMetadata: string): Promise<void> {
    await this.db.run('UPDATE dashboards SET json_metadata = ? WHERE id = ?', [jsonMetadata, id]);
  }

  /**
   * Runs `work` in one transaction with the insert and update steps, for commands that write
   * several objects at once (copy with its cloned charts): all of it or nothing.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Deletes the dashboards with their links, favourites and filter states. */
  async delete(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const list = placeholders(ids);
    await this.db.transaction(async (tx) => {
      for (const table of ['dashboard_user', 'dashboard_roles', 'dashboard_slices', 'dashboard_filter_state'])
        await tx.run(`DELETE FROM ${table} WHERE dashboard_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM favstar WHERE class_name = 'Dashboard' AND obj_id IN (${list})`, [...ids]);
      await tx.run(`DELETE FROM dashboards WHERE id IN (${list})`, [...ids]);
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

/** Inserts a dashboard and its links inside the caller's transaction; returns its id. */
export async function insertDashboard(tx: SqlExecutor, input: NewDashboard, actorId: number | null): Promise<number> {
  const now = new Date();
  const fields = fieldAssignments(input);
  const columns = ['uuid', 'created_on', 'changed_on', 'created_by_fk', 'changed_by_fk', ...fields.columns];
  const params: SqlParam[] = [input.uuid ?? randomUUID(), now, now, actorId, actorId, ...fields.params];
  const inserted = await tx.first<{ id: number }>(
    `INSERT INTO dashboards (${columns.join(', ')}) VALUES (${placeholders(params)}) RETURNING id`,
    params,
  );
  if (!inserted) throw new Error('Dashboard insert returned no id');
  await replaceLinks(tx, 'dashboard_user', inserted.id, input.owner_ids);
  await replaceLinks(tx, 'dashboard_roles', inserted.id, input.role_ids ?? []);
  await replaceLinks(tx, 'dashboard_slices', inserted.id, input.slice_ids ?? []);
  return inserted.id;
}

/** Applies a patch inside the caller's transaction; false when the dashboard does not exist. */
export async function updateDashboard(
  tx: SqlExecutor,
  id: number,
  patch: DashboardPatch,
  actorId: number | null,
): Promise<boolean> {
  if (!(await tx.first('SELECT id FROM dashboards WHERE id = ?', [id]))) return false;
  const fields = fieldAssignments(patch);
  const columns = ['changed_on', 'changed_by_fk', ...fields.columns];
  const params: SqlParam[] = [new Date(), actorId, ...fields.params];
  await tx.run(`UPDATE dashboards SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`, [
    ...params,
    id,
  ]);
  if (patch.owner_ids) await replaceLinks(tx, 'dashboard_user', id, patch.owner_ids);
  if (patch.role_ids) await replaceLinks(tx, 'dashboard_roles', id, patch.role_ids);
  if (patch.slice_ids) await replaceLinks(tx, 'dashboard_slices', id, patch.slice_ids);
  return true;
}
