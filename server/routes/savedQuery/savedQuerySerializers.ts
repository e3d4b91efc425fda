/** Saved queries in the shapes of SavedQueryRestApi's show, list and write replies. */
import type { SavedQueryRecord } from '../../store/savedQueries';
import { pythonIsoFormat } from '../../http/bootstrapData';
import { humanizeDelta } from '../../http/humanize';
import { extractSqlTables } from '../../services/savedQuery/savedQueryTables';

/** Superset's show_columns. */
export const SAVED_QUERY_SHOW_COLUMNS = [
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.id',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'database.database_name',
  'database.id',
  'description',
  'id',
  'label',
  'catalog',
  'schema',
  'sql',
  'sql_tables',
  'template_parameters',
] as const;

/** The ExtraJSONMixin's `extra`: the parsed object, `{}` when the text is not a JSON object. */
function extraObject(extraJson: string | null): Record<string, unknown> {
  if (!extraJson) return {};
  try {
    const parsed: unknown = JSON.parse(extraJson);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function databaseOf(query: SavedQueryRecord): { id: number; database_name: string } | null {
  return query.db_id === null ? null : { id: query.db_id, database_name: query.database_name ?? '' };
}

/** GET /api/v1/saved_query/<id> `result`. */
export function toSavedQueryShow(query: SavedQueryRecord, now: Date = new Date()): Record<string, unknown> {
  return {
    changed_on: pythonIsoFormat(query.changed_on),
    changed_on_delta_humanized: humanizeDelta(query.changed_on, now),
    changed_by: query.changed_by,
    created_by: query.created_by,
    database: databaseOf(query),
    description: query.description,
    id: query.id,
    label: query.label,
    catalog: query.catalog,
    schema: query.schema,
    sql: query.sql,
    sql_tables: extractSqlTables(query.sql),
    template_parameters: query.template_parameters,
  };
}

/**
 * One list row: every list column (nested as FAB nests dotted ones) plus `changed_on_ms`, used only
 * to sort by time, which the column selection drops.
 */
export function toSavedQueryListRow(query: SavedQueryRecord, now: Date = new Date()): Record<string, unknown> {
  const changed = humanizeDelta(query.changed_on, now);
  return {
    changed_on: pythonIsoFormat(query.changed_on),
    changed_on_delta_humanized: changed,
    changed_by: query.changed_by,
    created_on: pythonIsoFormat(query.created_on),
    created_by: query.created_by,
    database: databaseOf(query),
    db_id: query.db_id,
    description: query.description,
    extra: extraObject(query.extra_json),
    id: query.id,
    label: query.label,
    // Superset renders this one from changed_on too.
    last_run_delta_humanized: changed,
    rows: query.rows,
    catalog: query.catalog,
    schema: query.schema,
    sql: query.sql,
    sql_tables: extractSqlTables(query.sql),
    tags: [],
    changed_on_ms: query.changed_on.getTime(),
    created_on_ms: query.created_on.getTime(),
  };
}

/** The add/edit columns as POST and PUT answer them in `result`. */
export function toSavedQueryWriteResult(query: SavedQueryRecord): Record<string, unknown> {
  return {
    db_id: query.db_id,
    description: query.description,
    label: query.label,
    catalog: query.catalog,
    schema: query.schema,
    sql: query.sql,
    template_parameters: query.template_parameters,
    extra_json: query.extra_json,
  };
}

/** The legacy view's columns (`/savedqueryviewapi/api/…`): add columns plus the id. */
export function toLegacySavedQuery(query: SavedQueryRecord): Record<string, unknown> {
  return {
    db_id: query.db_id,
    description: query.description,
    extra_json: query.extra_json,
    id: query.id,
    label: query.label,
    schema: query.schema,
    sql: query.sql,
  };
}
