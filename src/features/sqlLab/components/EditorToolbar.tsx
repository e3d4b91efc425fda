import { Button, Space } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectConf, selectFeatureFlag, selectUser } from '../../shell';
import { canShareSqlLabQuery, canWriteSavedQueries } from '../../../utils/permissionRules';
import { isInProgress } from '../queryStates';
import { selectLatestQuery } from '../selectors';
import { selectSqlLabDatabase } from '../sqlLabDatabases';
import { queryEditorSetQueryLimit, queryEditorSetTemplateParams } from '../sqlLabSlice';
import type { QueryEditor } from '../types';
import { EstimateModal } from './EstimateModal';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { LimitControl } from './LimitControl';
import { TemplateParamsEditor } from './TemplateParamsEditor';
import { CtasOptions, ctasChoiceReady, NO_CTAS, type CtasChoice } from './CtasOptions';
import { SaveQueryModal } from './SaveQueryModal';
import { ScheduleQueryModal } from './ScheduleQueryModal';
import { ShareButton } from './ShareButton';

const ESTIMATE_QUERY_COST_FLAG = 'ESTIMATE_QUERY_COST';

interface EditorToolbarProps {
  editor: QueryEditor;
  onRun: () => void;
  onStop: () => void;
  onFormat: () => void;
  /** 'Create table as' / 'Create view as' choice for the next run. */
  ctas?: CtasChoice;
  onCtasChange?: (choice: CtasChoice) => void;
}

/**
 * Run / Stop (with the CTAS run options), the row limit, Format SQL, Estimate cost, parameters,
 * Save, Copy link, Schedule and the shortcut list.
 */
export function EditorToolbar({ editor, onRun, onStop, onFormat, ctas = NO_CTAS, onCtasChange }: EditorToolbarProps) {
  const dispatch = useAppDispatch();
  const conf = useAppSelector(selectConf);
  const latestQuery = useAppSelector((state) => selectLatestQuery(state, editor.id));
  const database = useAppSelector((state) =>
    editor.dbId === null ? undefined : selectSqlLabDatabase(state, editor.dbId),
  );
  const estimateFlag = useAppSelector((state) => selectFeatureFlag(state, ESTIMATE_QUERY_COST_FLAG));
  const user = useAppSelector(selectUser);
  const running = latestQuery !== null && isInProgress(latestQuery.state);
  const limit = editor.queryLimit || conf.DEFAULT_SQLLAB_LIMIT;

  return (
    <Space wrap className="sqllab-toolbar" style={{ padding: '8px 0' }}>
      {running ? (
        <Button danger onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Button
          type="primary"
          onClick={onRun}
          disabled={editor.dbId === null || !editor.sql.trim() || !ctasChoiceReady(ctas)}
        >
          {editor.selectedText ? 'Run selection' : 'Run'}
        </Button>
      )}
      {onCtasChange && <CtasOptions database={database} value={ctas} onChange={onCtasChange} />}
      <LimitControl
        value={limit}
        maxRow={conf.SQL_MAX_ROW}
        onChange={(value) => dispatch(queryEditorSetQueryLimit(editor.id, value))}
      />
      <Button onClick={onFormat} disabled={!editor.sql.trim()}>
        Format SQL
      </Button>
      {estimateFlag && database?.allows_cost_estimate && <EstimateModal editor={editor} />}
      <TemplateParamsEditor
        value={editor.templateParams}
        onChange={(value) => dispatch(queryEditorSetTemplateParams(editor.id, value))}
      />
      {/* Saving and scheduling write saved queries; 'Copy link' writes a SQL Lab permalink. */}
      {canWriteSavedQueries(user) && <SaveQueryModal editor={editor} />}
      {canShareSqlLabQuery(user) && <ShareButton editor={editor} />}
      {canWriteSavedQueries(user) && <ScheduleQueryModal editor={editor} />}
      <KeyboardShortcuts />
    </Space>
  );
}
