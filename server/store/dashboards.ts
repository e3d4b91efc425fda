import { randomUUID } from 'node:crypto';
import { loadUserSummaries, type UserSummary } from './charts';
import type { MetadataDatabase, SqlExecutor, SqlParam } from './database';

/** A dashboard (Superset's `Dashboard`) with the ids of its owners and of the charts on it. */
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
  slice_ids: number[];
}

export interface NewDashboard {
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
  owner_ids: number[];
}

type DashboardRow = Omit<DashboardRecord, 'owner_ids' | 'slice_ids'>;

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

async function idsByDashboard(
  executor: SqlExecutor,
  table: 'dashboard_user' | 'dashboard_slices',
  ids: number[],
): Promise<Map<number, number[]>> {
  const column = table === 'dashboard_user' ? 'user_id' : 'slice_id';
  const rows = await executor.all<{ dashboard_id: number; value: number }>(
    `SELECT dashboard_id, ${column} AS value FROM ${table} WHERE dashboard_id IN (${placeholders(ids)}) ORDER BY ${column}`,
    ids,
  );
  const grouped = new Map<number, number[]>();
  for (const row of rows) grouped.set(row.dashboard_id, [...(grouped.get(row.dashboard_id) ?? []), row.value]);
  return grouped;
}

/** Dashboards: what charts need of them (titles, owners, membership) and creating one. */
export class DashboardRepository {
  constructor(private readonly db: MetadataDatabase) {}

  private async withLinks(rows: DashboardRow[]): Promise<DashboardRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const owners = await idsByDashboard(this.db, 'dashboard_user', ids);
    const slices = await idsByDashboard(this.db, 'dashboard_slices', ids);
    return rows.map((row) => ({ ...row, owner_ids: owners.get(row.id) ?? [], slice_ids: slices.get(row.id) ?? [] }));
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

  async slugExists(slug: string): Promise<boolean> {
    return (await this.db.first('SELECT id FROM dashboards WHERE slug = ?', [slug])) !== null;
  }

  /** Creates an (empty) dashboard owned by `owner_ids`, created now by `actorId`. */
  async create(input: NewDashboard, actorId: number | null): Promise<DashboardRecord> {
    const now = new Date();
    const id = await this.db.transaction(async (tx) => {
      const columns: string[] = ['uuid', 'created_on', 'changed_on', 'created_by_fk', 'changed_by_fk'];
      const params: SqlParam[] = [randomUUID(), now, now, actorId, actorId];
      for (const column of FIELD_COLUMNS) {
        const value = input[column];
        if (value === undefined) continue;
        columns.push(column);
        params.push(value);
      }
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO dashboards (${columns.join(', ')}) VALUES (${placeholders(params)}) RETURNING id`,
        params,
      );
      if (!inserted) throw new Error('Dashboard insert returned no id');
      for (const ownerId of new Set(input.owner_ids)) {
        await tx.run('INSERT INTO dashboard_user (dashboard_id, user_id) VALUES (?, ?)', [inserted.id, ownerId]);
      }
      return inserted.id;
    });
    const dashboard = await this.findById(id);
    if (!dashboard) throw new Error(`Dashboard ${id} vanished after insert`);
    return dashboard;
  }

  userSummaries(ids: Iterable<number>): Promise<Map<number, UserSummary>> {
    return loadUserSummaries(this.db, ids);
  }
}
