import { useCallback, useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { SQLLAB_DATABASES_QUERY, useGetDatabasesQuery } from '../../../api/databases';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectActiveQueryEditor } from '../selectors';
import { queryEditorSetAutorun, queryEditorSetNorthPercent, queryEditorSetSouthPercent } from '../sqlLabSlice';
import { startQueryPolling } from '../thunks/pollQueries';
import { addNewTab, loadSqlLabState } from '../thunks/tabs';
import { EditorToolbar } from './EditorToolbar';
import { formatEditorSql, runEditorSql, stopEditorQuery, switchToNeighbourTab } from './editorActions';
import { ResultsPane } from './ResultsPane';
import { SplitPanes } from './SplitPanes';
import { SqlEditor, type SqlEditorHandle } from './SqlEditor';
import { TabsBar } from './TabsBar';
import { LeftBarSlot } from './LeftBarSlot';
import { ctasChoiceReady, NO_CTAS, type CtasChoice } from './CtasOptions';
import { CtasResultNotice } from './CtasResultNotice';
import { useOpenRequestedTab } from './useOpenRequestedTab';
import type { RunQueryOptions } from '../thunks/runQuery';

/**
 * Loads SQL Lab's state once, then opens what the address asks for (a saved or shared query, a run,
 * a dataset) as a new tab, and follows runs in progress while the page is open.
 */
function useSqlLabSession() {
  const dispatch = useAppDispatch();
  const [stateLoaded, setStateLoaded] = useState(false);
  useEffect(() => {
    void dispatch(loadSqlLabState()).finally(() => setStateLoaded(true));
  }, [dispatch]);
  // Keeps the database list the bootstrap filled in the cache while the page is open; only after
  // loading, so the bootstrap's copy is used instead of a second request.
  useGetDatabasesQuery(SQLLAB_DATABASES_QUERY, { skip: !stateLoaded });
  useOpenRequestedTab(stateLoaded);
  useEffect(() => {
    const poller = dispatch(startQueryPolling());
    return () => poller.stop();
  }, [dispatch]);
}

/** /sqllab/: tab strip on top; left bar; editor above results with a splitter kept per tab. */
export default function SqlLabPage() {
  const dispatch = useAppDispatch();
  useSqlLabSession();
  const editor = useAppSelector(selectActiveQueryEditor);
  const editorRef = useRef<SqlEditorHandle>(null);
  const editorId = editor?.id ?? null;
  // 'Create table as' / 'Create view as' choice of each tab, for its next runs (not kept on reload).
  const [ctasByEditor, setCtasByEditor] = useState<Record<string, CtasChoice>>({});
  const ctas = (editorId && ctasByEditor[editorId]) || NO_CTAS;
  const editorSchema = editor?.schema ?? null;

  const run = useCallback(
    (sql?: string) => {
      if (!editorId || !ctasChoiceReady(ctas)) return;
      editorRef.current?.flush();
      const options: RunQueryOptions = ctas.method
        ? { ctas: { method: ctas.method, tableName: ctas.tableName, schema: editorSchema } }
        : {};
      void dispatch(runEditorSql(editorId, sql, options));
    },
    [dispatch, editorId, ctas, editorSchema],
  );
  const rerun = useCallback(
    (sql: string) => {
      if (!editorId) return;
      editorRef.current?.flush();
      void dispatch(runEditorSql(editorId, sql));
    },
    [dispatch, editorId],
  );
  const stop = useCallback(() => {
    if (editorId) void dispatch(stopEditorQuery(editorId));
  }, [dispatch, editorId]);
  const format = useCallback(() => {
    if (!editorId) return;
    editorRef.current?.flush();
    void dispatch(formatEditorSql(editorId));
  }, [dispatch, editorId]);

  // A tab opened with autorun (e.g. 'Open in new tab') runs once.
  const autorun = editor?.autorun ?? false;
  useEffect(() => {
    if (!editorId || !autorun) return;
    dispatch(queryEditorSetAutorun(editorId, false));
    void dispatch(runEditorSql(editorId));
  }, [dispatch, editorId, autorun]);

  return (
    <div
      className="sqllab-page"
      style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 96px)', minHeight: 0 }}
    >
      <TabsBar />
      {editor ? (
        <div style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {!editor.hideLeftBar && <LeftBarSlot queryEditorId={editor.id} />}
          <div style={{ flex: 1, minWidth: 0, padding: '0 12px', display: 'flex', flexDirection: 'column' }}>
            <SplitPanes
              northPercent={editor.northPercent}
              onResize={(north, south) => {
                dispatch(queryEditorSetNorthPercent(editor.id, north));
                dispatch(queryEditorSetSouthPercent(editor.id, south));
              }}
              north={
                <>
                  <div style={{ flex: 1, minHeight: 0 }}>
                    <SqlEditor
                      ref={editorRef}
                      editor={editor}
                      height="100%"
                      onRun={run}
                      onStop={stop}
                      onFormat={format}
                      onNewTab={() => void dispatch(addNewTab())}
                      onPreviousTab={() => void dispatch(switchToNeighbourTab(editor.id, -1))}
                      onNextTab={() => void dispatch(switchToNeighbourTab(editor.id, 1))}
                    />
                  </div>
                  <EditorToolbar
                    editor={editor}
                    onRun={() => run()}
                    onStop={stop}
                    onFormat={format}
                    ctas={ctas}
                    onCtasChange={(choice) => setCtasByEditor((current) => ({ ...current, [editor.id]: choice }))}
                  />
                </>
              }
              south={
                <>
                  <CtasResultNotice queryEditorId={editor.id} />
                  <ResultsPane queryEditorId={editor.id} onRerun={rerun} />
                </>
              }
            />
          </div>
        </div>
      ) : (
        <Spin style={{ margin: 48 }} />
      )}
    </div>
  );
}
