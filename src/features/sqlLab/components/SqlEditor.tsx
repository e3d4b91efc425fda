import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import AceEditor from 'react-ace';
import type { Ace } from 'ace-builds';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/theme-github';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { useGetSchemasQuery, useGetTablesQuery } from '../../../api/databases';
import { SQL_EDITOR_UNDO_LIMIT } from '../../../constants';
import { buildCompletionWords, completionsFor, qualifierBeforeCursor, type CompletionWord } from '../autocomplete';
import { queryEditorSetCursorPosition, queryEditorSetSelectedText, queryEditorSetSql } from '../sqlLabSlice';
import type { QueryEditor } from '../types';
import { offsetOf, statementAt } from './currentStatement';
import { useCompletionTables } from './useCompletionTables';
import { useDebouncedSql } from './useDebouncedSql';
import { SQL_ACE_PROPS } from './sqlAceProps';
import { enableAutocompletionOnFirstKey } from './aceAutocompletion';

export interface SqlEditorHandle {
  /** Sends typed SQL to the store now; returns it. */
  flush: () => string;
}

interface SqlEditorActions {
  /** Runs `sql` (the selection, the statement under the cursor, or all of it). */
  onRun: (sql: string) => void;
  onStop: () => void;
  onFormat: () => void;
  onNewTab: () => void;
  onPreviousTab: () => void;
  onNextTab: () => void;
}

interface SqlEditorProps extends SqlEditorActions {
  editor: QueryEditor;
  height: string;
  ref?: Ref<SqlEditorHandle>;
}

const EMPTY: readonly string[] = [];

function useCompletionWords(editor: QueryEditor): CompletionWord[] {
  const dbId = editor.dbId ?? 0;
  const { data: schemas } = useGetSchemasQuery({ dbId }, { skip: editor.dbId === null });
  const { data: tables } = useGetTablesQuery(
    { dbId, schema: editor.schema ?? '' },
    { skip: editor.dbId === null || !editor.schema },
  );
  const leftBarTables = useCompletionTables(editor.id);
  return useMemo(
    () =>
      buildCompletionWords({
        schemas: schemas ?? EMPTY,
        currentSchema: editor.schema,
        schemaTables: tables?.result.map((table) => table.value) ?? EMPTY,
        leftBarTables,
      }),
    [schemas, editor.schema, tables, leftBarTables],
  );
}

/** The SQL text editor: ace in SQL mode, autocomplete, Superset's shortcuts, debounced store writes. */
export function SqlEditor({ editor, height, ref, ...actions }: SqlEditorProps) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const editorId = editor.id;
  const editorName = editor.name;
  const nameRef = useRef({ id: editorId, name: editorName });
  const identity = useMemo(
    () => ({
      tabExists: (id: string) => store.getState().sqlLab.queryEditors.some((listed) => listed.id === id),
      // A tab that got its server id: the old id is gone and the active tab has the same name.
      isSameTab: (oldId: string, newId: string) =>
        nameRef.current.id === oldId &&
        !store.getState().sqlLab.queryEditors.some((listed) => listed.id === oldId) &&
        store
          .getState()
          .sqlLab.queryEditors.some((listed) => listed.id === newId && listed.name === nameRef.current.name),
    }),
    [store],
  );
  const { text, setText, flush } = useDebouncedSql(
    editorId,
    editor.sql,
    (id, sql) => dispatch(queryEditorSetSql(id, sql)),
    identity,
  );
  const aceRef = useRef<Ace.Editor | null>(null);
  useEffect(() => {
    nameRef.current = { id: editorId, name: editorName };
  }, [editorId, editorName]);
  // Each tab has its own undo history.
  useEffect(() => {
    aceRef.current?.session.getUndoManager().reset();
  }, [editorId]);
  useImperativeHandle(ref, () => ({ flush }), [flush]);

  const words = useCompletionWords(editor);
  const wordsRef = useRef(words);
  const actionsRef = useRef(actions);
  const selectedRef = useRef(editor.selectedText ?? '');
  useEffect(() => {
    wordsRef.current = words;
    actionsRef.current = actions;
  });

  const commands = useMemo(() => {
    const bind = (keys: string) => ({ win: keys, mac: keys });
    const runAll = (aceEditor: Ace.Editor) => {
      flush();
      actionsRef.current.onRun(aceEditor.getSelectedText() || aceEditor.getValue());
    };
    const runStatement = (aceEditor: Ace.Editor) => {
      const sql = flush();
      const cursor = aceEditor.getCursorPosition();
      const statement = statementAt(sql, offsetOf(sql, cursor.row, cursor.column));
      if (statement.text) actionsRef.current.onRun(statement.text);
    };
    return [
      { name: 'runQuery', bindKey: { win: 'Ctrl-Enter', mac: 'Ctrl-Enter|Command-Enter' }, exec: runAll },
      { name: 'runStatement', bindKey: bind('Ctrl-Shift-Enter'), exec: runStatement },
      { name: 'stopQuery', bindKey: bind('Ctrl-E'), exec: () => actionsRef.current.onStop() },
      {
        name: 'stopQueryWithX',
        bindKey: bind('Ctrl-X'),
        // With a selection Ctrl+X cuts, as everywhere else.
        exec: (aceEditor: Ace.Editor) => {
          if (aceEditor.getSelectedText()) return false;
          actionsRef.current.onStop();
          return true;
        },
      },
      {
        name: 'formatQuery',
        bindKey: bind('Ctrl-Shift-F'),
        exec: () => {
          flush();
          actionsRef.current.onFormat();
        },
      },
      { name: 'newTab', bindKey: bind('Ctrl-T'), exec: () => actionsRef.current.onNewTab() },
      { name: 'previousTab', bindKey: bind('Ctrl-['), exec: () => actionsRef.current.onPreviousTab() },
      { name: 'nextTab', bindKey: bind('Ctrl-]'), exec: () => actionsRef.current.onNextTab() },
    ];
  }, [flush]);

  const onLoad = (aceEditor: Ace.Editor) => {
    aceRef.current = aceEditor;
    const undoManager = aceEditor.session.getUndoManager() as Ace.UndoManager & { $undoDepth: number };
    undoManager.$undoDepth = SQL_EDITOR_UNDO_LIMIT;
    const completer: Ace.Completer = {
      getCompletions: (_editor, session, position, prefix, callback) => {
        const lineBeforeCursor = session.getLine(position.row).slice(0, position.column);
        callback(
          null,
          completionsFor(wordsRef.current, prefix, qualifierBeforeCursor(lineBeforeCursor)).map((word) => ({
            caption: word.name,
            value: word.value,
            score: word.score,
            meta: word.meta,
          })),
        );
      },
    };
    (aceEditor as Ace.Editor & { completers: Ace.Completer[] }).completers = [completer];
    enableAutocompletionOnFirstKey(aceEditor);
    aceEditor.moveCursorTo(editor.cursorPosition.row, editor.cursorPosition.column);
    aceEditor.focus();
  };

  const onSelectionChange = (selection: Ace.Selection) => {
    const selected = selection.isEmpty() ? '' : selection.doc.getTextRange(selection.getRange());
    if (selected === selectedRef.current) return;
    selectedRef.current = selected;
    dispatch(queryEditorSetSelectedText(editorId, selected || null));
  };

  const onBlur = (_event: unknown, aceEditor?: Ace.Editor) => {
    flush();
    const cursor = aceEditor?.getCursorPosition();
    if (cursor) dispatch(queryEditorSetCursorPosition(editorId, { row: cursor.row, column: cursor.column }));
  };

  return (
    <AceEditor
      name="sql-editor"
      className="sqllab-sql-editor"
      {...SQL_ACE_PROPS}
      height={height}
      value={text}
      onChange={setText}
      onLoad={onLoad}
      onBlur={onBlur}
      onSelectionChange={onSelectionChange}
      commands={commands}
    />
  );
}
