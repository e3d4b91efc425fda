/**
 * Edits of one field of a tab (`queryEditorSet*`). Edits of the active tab collect in
 * `unsavedQueryEditor` with `updatedAt`; edits of other tabs go straight into the list.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { QueryEditor, SqlLabState } from '../types';
import { editQueryEditor } from './editorDrafts';

interface QueryEditorFieldEdit<Value> {
  queryEditorId: string;
  value: Value;
  now: number;
}

interface FieldEditOptions {
  /** Caret and selection moves are not tab state the server keeps: they do not stamp `updatedAt`. */
  silent?: boolean;
}

function fieldEdit<Field extends Exclude<keyof QueryEditor, 'id'>>(
  field: Field,
  { silent = false }: FieldEditOptions = {},
) {
  return {
    reducer(state: SqlLabState, action: PayloadAction<QueryEditorFieldEdit<QueryEditor[Field]>>) {
      const { queryEditorId, value, now } = action.payload;
      const changes: Partial<QueryEditor> = {};
      changes[field] = value;
      editQueryEditor(state, queryEditorId, changes, { now, silent });
    },
    prepare(queryEditorId: string, value: QueryEditor[Field], now: number = Date.now()) {
      return { payload: { queryEditorId, value, now } };
    },
  };
}

export const editorFieldReducers = {
  queryEditorSetSql: fieldEdit('sql'),
  queryEditorSetDb: fieldEdit('dbId'),
  queryEditorSetSchema: fieldEdit('schema'),
  queryEditorSetQueryLimit: fieldEdit('queryLimit'),
  queryEditorSetTemplateParams: fieldEdit('templateParams'),
  queryEditorSetTitle: fieldEdit('name'),
  queryEditorSetAutorun: fieldEdit('autorun'),
  queryEditorSetSelectedText: fieldEdit('selectedText', { silent: true }),
  queryEditorSetCursorPosition: fieldEdit('cursorPosition', { silent: true }),
  queryEditorSetHideLeftBar: fieldEdit('hideLeftBar'),
  queryEditorSetNorthPercent: fieldEdit('northPercent'),
  queryEditorSetSouthPercent: fieldEdit('southPercent'),
};
