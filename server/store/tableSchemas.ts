import type { MetadataDatabase } from './database';

/** A table opened in a SQL Lab tab's left bar (Superset's TableSchema). */
export interface TableSchemaRecord {
  id: number;
  tab_state_id: number;
  database_id: number;
  schema: string | null;
  catalog: string | null;
  table: string;
  /** The JSON text the client posted. */
  description: string | null;
  expanded: boolean;
  created_on: Date;
  changed_on: Date;
}

interface NewTableSchema {
  tab_state_id: number;
  database_id: number;
  schema: string | null;
  catalog: string | null;
  table: string;
  description: string;
}

const TABLE_SCHEMA_COLUMNS =
  'id, tab_state_id, database_id, "schema", catalog, "table", description, expanded, created_on, changed_on';

export class TableSchemaRepository {
  constructor(private readonly db: MetadataDatabase) {}

  findById(id: number): Promise<TableSchemaRecord | null> {
    return this.db.first<TableSchemaRecord>(`SELECT ${TABLE_SCHEMA_COLUMNS} FROM table_schema WHERE id = ?`, [id]);
  }

  /** The tables of one tab, in the order they were opened. */
  listByTab(tabStateId: number): Promise<TableSchemaRecord[]> {
    return this.db.all<TableSchemaRecord>(
      `SELECT ${TABLE_SCHEMA_COLUMNS} FROM table_schema WHERE tab_state_id = ? ORDER BY id`,
      [tabStateId],
    );
  }

  /**
   * Stores the table as expanded, replacing any row for the same tab, database, catalog, schema
   * and table; returns the new id.
   */
  replace(input: NewTableSchema): Promise<number> {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      await tx.run(
        `DELETE FROM table_schema WHERE tab_state_id = ? AND database_id = ? AND catalog IS NOT DISTINCT FROM ?
           AND "schema" IS NOT DISTINCT FROM ? AND "table" = ?`,
        [input.tab_state_id, input.database_id, input.catalog, input.schema, input.table],
      );
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO table_schema (tab_state_id, database_id, "schema", catalog, "table", description, expanded, created_on, changed_on)
         VALUES (?, ?, ?, ?, ?, ?, TRUE, ?, ?) RETURNING id`,
        [input.tab_state_id, input.database_id, input.schema, input.catalog, input.table, input.description, now, now],
      );
      if (!inserted) throw new Error('Table schema insert returned no id');
      return inserted.id;
    });
  }

  async setExpanded(id: number, expanded: boolean): Promise<void> {
    await this.db.run('UPDATE table_schema SET expanded = ?, changed_on = ? WHERE id = ?', [expanded, new Date(), id]);
  }

  async delete(id: number): Promise<void> {
    await this.db.run('DELETE FROM table_schema WHERE id = ?', [id]);
  }
}
