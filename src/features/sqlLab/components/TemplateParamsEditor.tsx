import { useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';

export interface TemplateParamsEditorProps {
  value: string;
  onChange: (templateParams: string) => void;
}

function isJsonObjectText(text: string): boolean {
  if (!text.trim()) return true;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** 'Parameters': the tab's Jinja template parameters as a JSON object. */
export function TemplateParamsEditor({ value, onChange }: TemplateParamsEditorProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const valid = isJsonObjectText(draft);
  return (
    <>
      <Button
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
        okButtonProps={{ disabled: !valid }}
        onOk={() => {
          onChange(draft.trim());
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <Input.TextArea
          aria-label="Template parameters"
          rows={8}
          value={draft}
          placeholder='{"my_param": "value"}'
          onChange={(event) => setDraft(event.target.value)}
          style={{ fontFamily: 'monospace' }}
        />
        {!valid && <Typography.Text type="danger">Template parameters must be a JSON object.</Typography.Text>}
      </Modal>
    </>
  );
}
