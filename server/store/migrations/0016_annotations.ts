import type { Migration } from './types';

/**
 * Annotation layers and their annotations (Superset's `annotation_layer` and `annotation`): events
 * (start = end) and intervals drawn on time series charts. An annotation belongs to one layer and
 * goes with it.
 */
export const annotationTables: Migration = {
  version: 16,
  name: 'annotations',
  async up(tx) {
    await tx.run(`
      CREATE SEQUENCE annotation_layer_id_seq START 1;
      CREATE TABLE annotation_layer (
        id INTEGER PRIMARY KEY DEFAULT nextval('annotation_layer_id_seq'),
        name VARCHAR NOT NULL UNIQUE,
        descr VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER
      );
      CREATE SEQUENCE annotation_id_seq START 1;
      CREATE TABLE annotation (
        id INTEGER PRIMARY KEY DEFAULT nextval('annotation_id_seq'),
        layer_id INTEGER NOT NULL,
        short_descr VARCHAR NOT NULL,
        long_descr VARCHAR,
        start_dttm TIMESTAMP NOT NULL,
        end_dttm TIMESTAMP NOT NULL,
        json_metadata VARCHAR,
        created_on TIMESTAMP NOT NULL,
        changed_on TIMESTAMP NOT NULL,
        created_by_fk INTEGER,
        changed_by_fk INTEGER
      );
    `);
  },
};
