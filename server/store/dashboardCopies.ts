/**
 * The store side of copying a dashboard with its charts (Superset's copy_dashboard with
 * duplicate_slices): chart clones made inside the copy's transaction, so that a failed copy
 * leaves no stray charts.
 */
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from './database';

/** The columns Superset's Slice.clone() carries over. */
const CLONED_COLUMNS = [
  'slice_name',
  'datasource_id',
  'datasource_type',
  'datasource_name',
  'viz_type',
  'params',
  'description',
  'cache_timeout',
].join(', ');

/** Clones the charts (owned by `ownerId`, created by `actorId`); old id → new id, for charts that exist. */
export async function cloneCharts(
  tx: SqlExecutor,
  ids: readonly number[],
  ownerId: number,
  actorId: number,
): Promise<Map<number, number>> {
  const clones = new Map<number, number>();
  const now = new Date();
  for (const id of ids) {
    const inserted = await tx.first<{ id: number }>(
      `INSERT INTO slices (uuid, ${CLONED_COLUMNS}, created_on, changed_on, created_by_fk, changed_by_fk, last_saved_at, last_saved_by_fk)
       SELECT ?, ${CLONED_COLUMNS}, ?, ?, ?, ?, ?, ? FROM slices WHERE id = ? RETURNING id`,
      [randomUUID(), now, now, actorId, actorId, now, actorId, id],
    );
    if (!inserted) continue;
    await tx.run('INSERT INTO slice_user (slice_id, user_id) VALUES (?, ?)', [inserted.id, ownerId]);
    clones.set(id, inserted.id);
  }
  return clones;
}

/** The uuids of the existing charts among `ids`, read inside the transaction (clones included). */
export async function chartUuidsWithin(tx: SqlExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const rows = await tx.all<{ id: number; uuid: string }>(
    `SELECT id, uuid FROM slices WHERE id IN (${wanted.map(() => '?').join(', ')}) ORDER BY id`,
    wanted,
  );
  return new Map(rows.map((row) => [row.id, row.uuid]));
}
