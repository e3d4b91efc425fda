/**
 * The title in edit mode: typed in place, kept with the edits (it marks the dashboard unsaved) and
 * saved with the layout. An empty title is saved empty and shown as '[ untitled dashboard ]'.
 */
import { Input } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { UNTITLED_DASHBOARD_TITLE } from '../../layout/layoutConstants';
import { dashboardInfoChanged, unsavedChangesChanged } from '../../state/dashboardStateSlice';

export function EditableTitle({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(title);
  const commit = () => {
    if (draft === title) return;
    dispatch(dashboardInfoChanged({ dashboard_title: draft }));
    dispatch(unsavedChangesChanged(true));
  };
  return (
    <Input
      aria-label="Dashboard title"
      data-test="editable-title-input"
      value={draft}
      placeholder={UNTITLED_DASHBOARD_TITLE}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={(event) => event.currentTarget.blur()}
      style={{ fontSize: 20, fontWeight: 600, maxWidth: 480 }}
    />
  );
}
