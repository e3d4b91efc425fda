/**
 * SQL Lab's tab strip: one tab per editor in order, the active one highlighted, '+' adds a tab,
 * the close button removes one, and each tab's menu offers close, rename, close others, duplicate
 * and the left bar toggle.
 */
import { useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { selectActiveQueryEditorId } from '../selectors';
import { withUnsavedEdits } from '../unsavedEdits';
import { useEditorAutoSync } from '../thunks/persistence';
import {
  addNewTab,
  cloneTab,
  removeAllOtherTabs,
  removeTab,
  renameTab,
  switchTab,
  toggleLeftBar,
} from '../thunks/tabs';
import type { SqlLabDispatch, SqlLabThunkState } from '../thunks/thunkTypes';
import { RenameTabModal } from './RenameTabModal';
import { TabTitle, type TabMenuAction } from './TabTitle';

/** The tab strip; while it is shown, tabs are kept in sync with the server and the browser. */
export function TabsBar() {
  useEditorAutoSync();
  const dispatch = useDispatch<SqlLabDispatch>();
  const editors = useSelector((state: SqlLabThunkState) => state.sqlLab.queryEditors);
  const unsaved = useSelector((state: SqlLabThunkState) => state.sqlLab.unsavedQueryEditor);
  const activeId = useSelector(selectActiveQueryEditorId);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  const shown = useMemo(() => editors.map((editor) => withUnsavedEdits(editor, unsaved)), [editors, unsaved]);

  const onMenuAction = (id: string, action: TabMenuAction) => {
    const editor = shown.find((listed) => listed.id === id);
    if (!editor) return;
    if (action === 'close') void dispatch(removeTab(id));
    else if (action === 'rename') setRenaming({ id, name: editor.name });
    else if (action === 'closeOthers') void dispatch(removeAllOtherTabs(id));
    else if (action === 'duplicate') void dispatch(cloneTab(id));
    else dispatch(toggleLeftBar(id));
  };

  const items = shown.map((editor) => ({
    key: editor.id,
    label: (
      <TabTitle
        name={editor.name}
        canCloseOthers={shown.length > 1}
        onAction={(action) => onMenuAction(editor.id, action)}
      />
    ),
    closable: true,
  }));

  return (
    <>
      <Tabs
        type="editable-card"
        size="small"
        activeKey={activeId ?? undefined}
        items={items}
        onChange={(key) => void dispatch(switchTab(key))}
        onEdit={(key, action) => {
          if (action === 'add') void dispatch(addNewTab());
          else if (typeof key === 'string') void dispatch(removeTab(key));
        }}
        addIcon={<span aria-label="Add tab">+</span>}
        data-testid="sqllab-tabs"
      />
      <RenameTabModal
        open={renaming !== null}
        initialName={renaming?.name ?? ''}
        onCancel={() => setRenaming(null)}
        onRename={(name) => {
          if (renaming) dispatch(renameTab(renaming.id, name));
          setRenaming(null);
        }}
      />
    </>
  );
}
