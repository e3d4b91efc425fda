import type { Migration } from './types';

/**
 * Superset's `favstar`: one row per object a user marked as a favourite. `class_name` names the
 * kind of object as Superset does ('slice' for charts, 'Dashboard', 'query' for saved queries).
 */
export const favourites: Migration = {
  version: 8,
  name: 'favourites',
  async up(tx) {
    await tx.run(`
      CREATE TABLE favstar (
        user_id INTEGER NOT NULL,
        class_name VARCHAR NOT NULL,
        obj_id INTEGER NOT NULL,
        dttm TIMESTAMP NOT NULL DEFAULT current_timestamp,
        PRIMARY KEY (user_id, class_name, obj_id)
      );
    `);
  },
};
