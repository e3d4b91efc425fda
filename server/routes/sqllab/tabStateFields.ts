/**
 * The decoded form fields of the tab-state views, checked and mapped to store columns. Superset
 * writes them unchecked (a bad value fails in the database); here a bad value is a 400.
 */
import type { NewTabState, TabStatePatch } from '../../store/tabStates';
import { isStoredInteger } from '../../http/storedIntegers';
import { LegacyViewError } from '../../http/legacyForm';

function invalid(name: string, expected: string): LegacyViewError {
  return new LegacyViewError(`Field ${name} must be ${expected}`);
}

function stringOrNull(name: string, value: unknown): string | null {
  if (value === null || typeof value === 'string') return value;
  throw invalid(name, 'a string or null');
}

function integerOrNull(name: string, value: unknown): number | null {
  if (value === null || isStoredInteger(value)) return value;
  throw invalid(name, 'an integer or null');
}

/** Booleans; null reads as false (the columns default to false). */
function flag(name: string, value: unknown): boolean {
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  throw invalid(name, 'a boolean');
}

/** Text columns holding JSON (template params, extra_json): strings as sent, other values encoded. */
function jsonText(value: unknown): string | null {
  if (value === null || typeof value === 'string') return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const DEFAULT_TAB_LABEL = 'Untitled Query';
const DEFAULT_TAB_SQL = 'SELECT ...';

/** The `queryEditor` field of POST /tabstateview/ (the client's editor) as a new tab. */
export function newTabFromQueryEditor(userId: number, editor: unknown): NewTabState {
  if (!isRecord(editor)) throw invalid('queryEditor', 'a JSON object');
  if (!('dbId' in editor)) throw new LegacyViewError('Field queryEditor.dbId is required');
  const name = editor.name ?? null;
  const title = editor.title ?? null;
  const label = stringOrNull('queryEditor.name', name) || stringOrNull('queryEditor.title', title) || DEFAULT_TAB_LABEL;
  return {
    user_id: userId,
    label,
    database_id: integerOrNull('queryEditor.dbId', editor.dbId),
    catalog: stringOrNull('queryEditor.catalog', editor.catalog ?? null),
    schema: stringOrNull('queryEditor.schema', editor.schema ?? null),
    sql: 'sql' in editor ? stringOrNull('queryEditor.sql', editor.sql) : DEFAULT_TAB_SQL,
    query_limit: integerOrNull('queryEditor.queryLimit', editor.queryLimit ?? null),
    hide_left_bar: flag('queryEditor.hideLeftBar', editor.hideLeftBar ?? null),
    autorun: flag('queryEditor.autorun', editor.autorun ?? null),
    saved_query_id: integerOrNull('queryEditor.remoteId', editor.remoteId ?? null),
    template_params: jsonText(editor.templateParams ?? null),
  };
}

type FieldReader = (name: string, value: unknown) => TabStatePatch;

const PATCH_READERS: Record<string, FieldReader> = {
  label: (name, value) => ({ label: stringOrNull(name, value) }),
  active: (name, value) => ({ active: flag(name, value) }),
  database_id: (name, value) => ({ database_id: integerOrNull(name, value) }),
  schema: (name, value) => ({ schema: stringOrNull(name, value) }),
  catalog: (name, value) => ({ catalog: stringOrNull(name, value) }),
  sql: (name, value) => ({ sql: stringOrNull(name, value) }),
  query_limit: (name, value) => ({ query_limit: integerOrNull(name, value) }),
  // Superset treats any falsy client id as "no latest query".
  latest_query_id: (name, value) => ({ latest_query_id: value === '' ? null : stringOrNull(name, value) }),
  autorun: (name, value) => ({ autorun: flag(name, value) }),
  template_params: (_name, value) => ({ template_params: jsonText(value) }),
  hide_left_bar: (name, value) => ({ hide_left_bar: flag(name, value) }),
  saved_query_id: (name, value) => ({ saved_query_id: integerOrNull(name, value) }),
  extra_json: (_name, value) => ({ extra_json: jsonText(value) ?? '{}' }),
};

/**
 * The fields of PUT /tabstateview/<id> as a patch. Fields that are not tab columns, and the
 * columns a client must not change (id, user_id), are ignored.
 */
export function tabStatePatchFromFields(fields: Map<string, unknown>): TabStatePatch {
  let patch: TabStatePatch = {};
  for (const [name, value] of fields) {
    const read = Object.hasOwn(PATCH_READERS, name) ? PATCH_READERS[name] : undefined;
    if (read) patch = { ...patch, ...read(name, value) };
  }
  return patch;
}
