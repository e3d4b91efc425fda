import type { MetadataDatabase, SqlParam } from './database';

/** A SQL Lab tab kept on the server (Superset's TabState); `latest_query_id` is a client id. */
export interface TabStateRecord {
  id: number;
  user_id: number;
  label: string | null;
  active: boolean;
  database_id: number | null;
  schema: string | null;
  catalog: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query_id: string | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query_id: number | null;
  /** JSON text; Superset's ExtraJSONMixin column. */
  extra_json: string;
  created_on: Date;
  changed_on: Date;
}

/** The columns a tab's owner may set (PUT /tabstateview/<id>). */
export interface TabStatePatch {
  label?: string | null;
  active?: boolean;
  database_id?: number | null;
  schema?: string | null;
  catalog?: string | null;
  sql?: string | null;
  query_limit?: number | null;
  latest_query_id?: string | null;
  autorun?: boolean;
  template_params?: string | null;
  hide_left_bar?: boolean;
  saved_query_id?: number | null;
  extra_json?: string;
}

export type NewTabState = Omit<TabStatePatch, 'active'> & { user_id: number };

const TAB_STATE_PATCH_COLUMNS: ReadonlyArray<keyof TabStatePatch> = [
  'label',
  'active',
  'database_id',
  'schema',
  'catalog',
  'sql',
  'query_limit',
  'latest_query_id',
  'autorun',
  'template_params',
  'hide_left_bar',
  'saved_query_id',
  'extra_json',
];

const TAB_STATE_COLUMNS =
  'id, user_id, label, active, database_id, "schema", catalog, sql, query_limit, latest_query_id, autorun, ' +
  'template_params, hide_left_bar, saved_query_id, extra_json, created_on, changed_on';

function columnSql(column: string): string {
  return column === 'schema' ? '"schema"' : column;
}

function assignments(patch: TabStatePatch): { columns: string[]; params: SqlParam[] } {
  const columns: string[] = [];
  const params: SqlParam[] = [];
  for (const column of TAB_STATE_PATCH_COLUMNS) {
    const value = patch[column];
    if (value === undefined) continue;
    columns.push(column);
    params.push(value);
  }
  return { columns, params };
}

/** Tab states; every write that touches several rows runs in one transaction. */
export class TabStateRepository {
  constructor(private readonly db: MetadataDatabase) {}

  findById(id: number): Promise<TabStateRecord | null> {
    return this.db.first<TabStateRecord>(`SELECT ${TAB_STATE_COLUMNS} FROM tab_state WHERE id = ?`, [id]);
  }

  /** The user's tabs, oldest first. */
  listByUser(userId: number): Promise<TabStateRecord[]> {
    return this.db.all<TabStateRecord>(`SELECT ${TAB_STATE_COLUMNS} FROM tab_state WHERE user_id = ? ORDER BY id`, [
      userId,
    ]);
  }

  /** The user's active tab, else their oldest one, else null (Superset's `active_tab`). */
  findActiveOrFirst(userId: number): Promise<TabStateRecord | null> {
    return this.db.first<TabStateRecord>(
      `SELECT ${TAB_STATE_COLUMNS} FROM tab_state WHERE user_id = ? ORDER BY active DESC, id LIMIT 1`,
      [userId],
    );
  }

  /** Creates the tab as the user's only active one; returns its id. */
  create(input: NewTabState): Promise<number> {
    const now = new Date();
    const { columns, params } = assignments(input);
    const allColumns = ['user_id', ...columns, 'active', 'created_on', 'changed_on'];
    const allParams: SqlParam[] = [input.user_id, ...params, true, now, now];
    return this.db.transaction(async (tx) => {
      await tx.run('UPDATE tab_state SET active = FALSE WHERE user_id = ? AND active', [input.user_id]);
      const inserted = await tx.first<{ id: number }>(
        `INSERT INTO tab_state (${allColumns.map(columnSql).join(', ')})
         VALUES (${allColumns.map(() => '?').join(', ')}) RETURNING id`,
        allParams,
      );
      if (!inserted) throw new Error('Tab state insert returned no id');
      return inserted.id;
    });
  }

  async update(id: number, patch: TabStatePatch): Promise<void> {
    const { columns, params } = assignments(patch);
    const sets = [...columns.map((column) => `${columnSql(column)} = ?`), 'changed_on = ?'];
    await this.db.run(`UPDATE tab_state SET ${sets.join(', ')} WHERE id = ?`, [...params, new Date(), id]);
  }

  /** Makes this tab the user's only active one. */
  activate(userId: number, id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run('UPDATE tab_state SET active = FALSE WHERE user_id = ? AND active AND id <> ?', [userId, id]);
      await tx.run('UPDATE tab_state SET active = TRUE, changed_on = ? WHERE id = ? AND NOT active', [new Date(), id]);
    });
  }

  /** Deletes the tab and the table schemas opened in it. */
  delete(id: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run('DELETE FROM table_schema WHERE tab_state_id = ?', [id]);
      await tx.run('DELETE FROM tab_state WHERE id = ?', [id]);
    });
  }

  /** When the tab's latest query is `clientId`, points it at `replacement` instead. */
  async replaceLatestQuery(tabId: number, clientId: string, replacement: string | null): Promise<void> {
    await this.db.run('UPDATE tab_state SET latest_query_id = ?, changed_on = ? WHERE id = ? AND latest_query_id = ?', [
      replacement,
      new Date(),
      tabId,
      clientId,
    ]);
  }
}
