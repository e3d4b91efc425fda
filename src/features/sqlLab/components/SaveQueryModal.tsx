import { useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { FormField } from '../../../components/FormField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectConf } from '../../shell';
import { saveQuery, updateQuery, type SaveQueryForm } from '../thunks/savedQueries';
import type { QueryEditor } from '../types';

interface SaveQueryModalProps {
  editor: QueryEditor;
}

const SAVE_QUERY_MODAL_WIDTH = 620;

/**
 * 'Save' opens the save form (name and description). A tab not yet saved offers 'Save'; a saved
 * one offers 'Save as new' (another saved query) and 'Update' (the one it came from).
 */
export function SaveQueryModal({ editor }: SaveQueryModalProps) {
  const dispatch = useAppDispatch();
  const conf = useAppSelector(selectConf);
  const warning = typeof conf.SQLLAB_SAVE_WARNING_MESSAGE === 'string' ? conf.SQLLAB_SAVE_WARNING_MESSAGE : null;
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<SaveQueryForm>({ name: editor.name, description: '' });
  const [busy, setBusy] = useState(false);
  const isSaved = editor.remoteId !== null;

  const close = () => setOpen(false);
  const submit = async (action: 'save' | 'update') => {
    setBusy(true);
    const done =
      action === 'update'
        ? await dispatch(updateQuery(editor.id, form))
        : (await dispatch(saveQuery(editor.id, form))) !== null;
    setBusy(false);
    if (done) close();
  };

  return (
    <>
      <Button
        onClick={() => {
          setForm((current) => ({ name: editor.name, description: isSaved ? current.description : '' }));
          setOpen(true);
        }}
        disabled={editor.dbId === null}
      >
        Save
      </Button>
      <Modal
        title="Save query"
        open={open}
        width={SAVE_QUERY_MODAL_WIDTH}
        onCancel={close}
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="save"
            type={isSaved ? 'default' : 'primary'}
            loading={busy}
            disabled={!form.name.trim()}
            onClick={() => void submit('save')}
          >
            {isSaved ? 'Save as new' : 'Save'}
          </Button>,
          ...(isSaved
            ? [
                <Button
                  key="update"
                  type="primary"
                  loading={busy}
                  disabled={!form.name.trim()}
                  onClick={() => void submit('update')}
                >
                  Update
                </Button>,
              ]
            : []),
        ]}
      >
        <div>
          <FormField label="Name" htmlFor="save-query-name">
            <Input
              id="save-query-name"
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </FormField>
          <FormField label="Description" htmlFor="save-query-description">
            <Input.TextArea
              id="save-query-description"
              rows={4}
              value={form.description}
              onChange={(event) => setForm({ ...form, description: event.target.value })}
            />
          </FormField>
          {warning && <Typography.Text type="secondary">{warning}</Typography.Text>}
        </div>
      </Modal>
    </>
  );
}
