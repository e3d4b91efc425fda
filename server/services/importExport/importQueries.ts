/**
 * The lookups and the one write of an import that the store's import writes do not offer, inside
 * the import's transaction: who owns an object, which dashboard holds a slug, and a database's
 * settings overwritten from its bundle document.
 */
import type { SqlExecutor, SqlParam } from '../../store/database';

const OWNER_TABLES = {
  dashboards: ['dashboard_user', 'dashboard_id'],
  charts: ['slice_user', 'slice_id'],
  datasets: ['sqlatable_user', 'table_id'],
} as const;

export type OwnedKind = keyof typeof OWNER_TABLES;

/** The ids of the object's owners. */
export async function ownerIdsOf(tx: SqlExecutor, kind: OwnedKind, id: number): Promise<number[]> {
  const [table, column] = OWNER_TABLES[kind];
  const rows = await tx.all<{ user_id: number }>(`SELECT user_id FROM ${table} WHERE ${column} = ? ORDER BY user_id`, [
    id,
  ]);
  return rows.map((row) => row.user_id);
}

/** The dashboard holding this slug, or null. */
export async function dashboardIdBySlug(tx: SqlExecutor, slug: string): Promise<number | null> {
  const row = await tx.first<{ id: number }>('SELECT id FROM dashboards WHERE slug = ?', [slug]);
  return row?.id ?? null;
}

/** The settings of a database an import may change (never its name, backend or connection). */
export interface DatabaseSettings {
  expose_in_sqllab?: boolean;
  allow_run_async?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  allow_dml?: boolean;
  allow_file_upload?: boolean;
  extra?: string;
}

const SETTING_COLUMNS: ReadonlyArray<keyof DatabaseSettings> = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'extra',
];

/** Overwrites the given settings of database `id`, changed now by `actorId`. */
export async function overwriteDatabaseSettings(
  tx: SqlExecutor,
  id: number,
  settings: DatabaseSettings,
  actorId: number,
): Promise<void> {
  const columns: string[] = ['changed_on', 'changed_by_fk'];
  const params: SqlParam[] = [new Date(), actorId];
  for (const column of SETTING_COLUMNS) {
    const value = settings[column];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  await tx.run(`UPDATE databases SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`, [
    ...params,
    id,
  ]);
}
