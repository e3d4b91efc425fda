import { useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { templateParamsError } from '../templateParams';

interface TemplateParamsEditorProps {
  value: string;
  onChange: (templateParams: string) => void;
}

/**
 * 'Parameters': the tab's Jinja template parameters as a JSON object. The text is checked as it is
 * typed and the error is shown; invalid text cannot be applied. A tab already holding invalid
 * parameters (from a saved or shared query) shows it on the button.
 */
export function TemplateParamsEditor({ value, onChange }: TemplateParamsEditorProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const draftError = templateParamsError(draft);
  const currentError = templateParamsError(value);
  return (
    <>
      <Button
        danger={currentError !== null}
        title={currentError ?? undefined}
        onClick={() => {
          setDraft(value);
          setOpen(true);
        }}
      >
        Parameters
      </Button>
      <Modal
        title="Template parameters"
        open={open}
        okButtonProps={{ disabled: draftError !== null }}
        onOk={() => {
          onChange(draft.trim());
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <Input.TextArea
          aria-label="Template parameters"
          aria-invalid={draftError !== null}
          status={draftError ? 'error' : undefined}
          rows={8}
          value={draft}
          placeholder='{"my_param": "value"}'
          onChange={(event) => setDraft(event.target.value)}
          style={{ fontFamily: 'monospace' }}
        />
        {draftError && (
          <Typography.Text type="danger" role="alert">
            {draftError}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
}
