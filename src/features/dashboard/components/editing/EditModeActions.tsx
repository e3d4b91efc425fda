/**
 * The header's edit-mode controls: undo and redo (also Ctrl+Z and Ctrl+Shift+Z), Discard (back to
 * the saved layout) and Save (the full-object save; with the diff confirmation when someone else
 * saved meanwhile). Leaving the page with unsaved changes asks first.
 */
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useEditModeShortcuts } from '../../hooks/useEditModeShortcuts';
import {
  discardLayoutEdits,
  redoLayoutEdit,
  selectCanRedo,
  selectCanUndo,
  undoLayoutEdit,
} from '../../state/layoutHistory';
import { saveDashboardEdits, type DashboardSaveOutcome } from '../../state/saveDashboardEdits';
import { OverwriteConfirmModal } from './OverwriteConfirmModal';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

type PendingConfirmation = Extract<DashboardSaveOutcome, { status: 'confirm' }>;

export function EditModeActions() {
  const dispatch = useAppDispatch();
  const canUndo = useAppSelector(selectCanUndo);
  const canRedo = useAppSelector(selectCanRedo);
  const saving = useAppSelector((state) => state.dashboardState.saving);
  const hasUnsavedChanges = useAppSelector((state) => state.dashboardState.hasUnsavedChanges);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  useEditModeShortcuts();

  const save = async (overwriteConfirmed: boolean): Promise<boolean> => {
    const outcome = await dispatch(saveDashboardEdits({ overwriteConfirmed }));
    setConfirmation(outcome.status === 'confirm' ? outcome : null);
    return outcome.status === 'saved';
  };

  return (
    <Space data-test="dashboard-edit-actions">
      <Tooltip title="Undo the action">
        <Button
          aria-label="Undo"
          data-test="undo-action"
          disabled={!canUndo}
          onClick={() => dispatch(undoLayoutEdit())}
        >
          ↶
        </Button>
      </Tooltip>
      <Tooltip title="Redo the action">
        <Button
          aria-label="Redo"
          data-test="redo-action"
          disabled={!canRedo}
          onClick={() => dispatch(redoLayoutEdit())}
        >
          ↷
        </Button>
      </Tooltip>
      <Button data-test="discard-changes-button" onClick={() => dispatch(discardLayoutEdits())}>
        Discard
      </Button>
      <Button
        type="primary"
        data-test="header-save-button"
        loading={saving}
        disabled={!hasUnsavedChanges}
        onClick={() => void save(false)}
      >
        Save
      </Button>
      {confirmation ? (
        <OverwriteConfirmModal
          items={confirmation.items}
          updatedAt={confirmation.updatedAt}
          updatedBy={confirmation.updatedBy}
          saving={saving}
          onConfirm={() => void save(true)}
          onCancel={() => setConfirmation(null)}
        />
      ) : null}
      <UnsavedChangesPrompt active={hasUnsavedChanges} onSave={() => save(false)} />
    </Space>
  );
}
