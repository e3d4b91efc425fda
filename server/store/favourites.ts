import type { MetadataDatabase } from './database';

/** The kinds of objects a user can mark as a favourite, by Superset's `favstar.class_name`. */
type FavouriteClass = 'slice' | 'Dashboard' | 'query';

/** A user's favourite charts, dashboards and saved queries (Superset's `favstar`). */
export class FavouriteRepository {
  constructor(private readonly db: MetadataDatabase) {}

  /** Marks the object; marking it again changes nothing. */
  async add(userId: number, className: FavouriteClass, objId: number): Promise<void> {
    await this.db.run('INSERT INTO favstar (user_id, class_name, obj_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [
      userId,
      className,
      objId,
    ]);
  }

  async remove(userId: number, className: FavouriteClass, objId: number): Promise<void> {
    await this.db.run('DELETE FROM favstar WHERE user_id = ? AND class_name = ? AND obj_id = ?', [
      userId,
      className,
      objId,
    ]);
  }

  /** Forgets every user's mark on these objects (after they are deleted). */
  async removeObjects(className: FavouriteClass, objIds: readonly number[]): Promise<void> {
    if (objIds.length === 0) return;
    const placeholders = objIds.map(() => '?').join(', ');
    await this.db.run(`DELETE FROM favstar WHERE class_name = ? AND obj_id IN (${placeholders})`, [
      className,
      ...objIds,
    ]);
  }

  /** Which of `objIds` the user marked. */
  async favouritesAmong(userId: number, className: FavouriteClass, objIds: readonly number[]): Promise<Set<number>> {
    if (objIds.length === 0) return new Set();
    const placeholders = objIds.map(() => '?').join(', ');
    const rows = await this.db.all<{ obj_id: number }>(
      `SELECT obj_id FROM favstar WHERE user_id = ? AND class_name = ? AND obj_id IN (${placeholders})`,
      [userId, className, ...objIds],
    );
    return new Set(rows.map((row) => row.obj_id));
  }

  /** Every object of this kind the user marked. */
  async idsOf(userId: number, className: FavouriteClass): Promise<number[]> {
    const rows = await this.db.all<{ obj_id: number }>(
      'SELECT obj_id FROM favstar WHERE user_id = ? AND class_name = ? ORDER BY obj_id',
      [userId, className],
    );
    return rows.map((row) => row.obj_id);
  }
}
