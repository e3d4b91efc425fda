import { useCallback, useEffect, useRef } from 'react';
import { Spin } from 'antd';
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

/** Loads SQL Lab's state once and follows runs in progress while the page is open. */
function useSqlLabSession() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadSqlLabState());
  }, [dispatch]);
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

  const run = useCallback(
    (sql?: string) => {
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
    <div className="sqllab-page" style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 96px)', minHeight: 0 }}>
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
                  <EditorToolbar editor={editor} onRun={() => run()} onStop={stop} onFormat={format} />
                </>
              }
              south={<ResultsPane queryEditorId={editor.id} onRerun={(sql) => run(sql)} />}
            />
          </div>
        </div>
      ) : (
        <Spin style={{ margin: 48 }} />
      )}
    </div>
  );
}
