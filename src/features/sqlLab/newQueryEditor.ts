/** Building a new editor tab: what it inherits from the active tab and what it starts with. */
import { cloneTabName, newQueryTabName } from './tabNames';
import type { QueryEditor } from './types';

/** Starting values of the editor/results split, in percent of the pane height. */
const DEFAULT_NORTH_PERCENT = 30;
const DEFAULT_SOUTH_PERCENT = 70;
/** Version of the tab-state format written into `extra_json`. */
const QUERY_EDITOR_VERSION = 1;

/** The fields every tab starts with, before what it inherits or is given. */
export const NEW_EDITOR_FIELDS = {
  autorun: false,
  templateParams: '',
  selectedText: null,
  remoteId: null,
  latestQueryId: null,
  hideLeftBar: false,
  loaded: true,
  inLocalStorage: true,
  cursorPosition: { row: 0, column: 0 },
  northPercent: DEFAULT_NORTH_PERCENT,
  southPercent: DEFAULT_SOUTH_PERCENT,
  version: QUERY_EDITOR_VERSION,
} satisfies Partial<QueryEditor>;

/** What a new tab falls back to when there is no active tab to inherit from. */
export interface NewTabDefaults {
  dbId: number | null;
  queryLimit: number;
  /** See `defaultNewTabSql`. */
  sql: string;
}

/** Fields a caller may set on a new tab (a requested query, a saved query, a clone…). */
export type NewQueryEditorFields = Partial<Omit<QueryEditor, 'id'>>;

interface NewQueryEditorContext {
  id: string;
  now: number;
  /** The active tab with its unsaved edits, if any. */
  activeEditor: QueryEditor | undefined;
  existingNames: readonly string[];
  defaults: NewTabDefaults;
}

export function buildNewQueryEditor(
  fields: NewQueryEditorFields,
  { id, now, activeEditor, existingNames, defaults }: NewQueryEditorContext,
): QueryEditor {
  const dbChosen = fields.dbId !== undefined;
  return {
    name: newQueryTabName(existingNames),
    sql: defaults.sql,
    dbId: activeEditor?.dbId ?? defaults.dbId,
    schema: dbChosen ? null : (activeEditor?.schema ?? null),
    queryLimit: activeEditor?.queryLimit ?? defaults.queryLimit,
    ...NEW_EDITOR_FIELDS,
    ...fields,
    id,
    updatedAt: now,
  };
}

/** The source of a clone: a run (or any SQL with its database and schema). */
export interface CloneSource {
  sql: string;
  dbId: number | null;
  schema: string | null;
  queryLimit?: number | null;
}

/** Fields of a tab cloned from `source` while `activeEditor` is active: 'Copy of %s', autorun on. */
export function clonedEditorFields(
  source: CloneSource,
  activeEditor: QueryEditor | undefined,
  existingNames: readonly string[],
): NewQueryEditorFields {
  const fields: NewQueryEditorFields = {
    name: cloneTabName(activeEditor?.name ?? newQueryTabName(existingNames)),
    sql: source.sql,
    dbId: source.dbId,
    schema: source.schema,
    autorun: true,
  };
  if (source.queryLimit != null) fields.queryLimit = source.queryLimit;
  return fields;
}
