import { Alert, Button, Form, Input, Modal, Typography, Upload } from 'antd';
import { MODAL_DEFAULT_WIDTH } from '../../constants';
import { OVERWRITE_CONFIRMATION, useImportDashboards } from './useImportDashboards';

export const PASSWORDS_NEEDED_MESSAGE =
  'The passwords for the databases below are needed in order to import them together with the dashboards. ' +
  'Please note that the "Secure Extra" and "Certificate" sections of the database configuration are not ' +
  'present in export files, and should be added manually after the import if they are needed.';
export const CONFIRM_OVERWRITE_MESSAGE =
  'You are importing one or more dashboards that already exist. Overwriting might cause you to lose some of ' +
  'your work. Are you sure you want to overwrite?';

interface ImportDashboardsModalProps {
  open: boolean;
  onHide: () => void;
}

/** 'Import dashboard': a ZIP bundle, database passwords when needed, and the overwrite confirmation. */
export function ImportDashboardsModal({ open, onHide }: ImportDashboardsModalProps) {
  const flow = useImportDashboards();
  const close = () => {
    flow.reset();
    onHide();
  };
  const submit = async () => {
    if (await flow.submit()) onHide();
  };
  const overwriting = flow.alreadyExists.length > 0;

  return (
    <Modal
      title="Import dashboard"
      open={open}
      width={MODAL_DEFAULT_WIDTH}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button
          key="import"
          type="primary"
          danger={overwriting}
          disabled={!flow.canSubmit}
          loading={flow.importing}
          onClick={() => void submit()}
        >
          {overwriting ? 'Overwrite' : 'Import'}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="File">
          <Upload
            accept=".zip,.yaml,.yml,.json"
            maxCount={1}
            fileList={
              flow.file ? [{ uid: 'bundle', name: flow.file.name, status: 'done', originFileObj: undefined }] : []
            }
            beforeUpload={(file) => {
              flow.chooseFile(file);
              // The file is posted by the import button, not on choosing it.
              return false;
            }}
            onRemove={() => flow.chooseFile(null)}
          >
            <Button>Select file</Button>
          </Upload>
        </Form.Item>
        {flow.passwordsNeeded.length > 0 && (
          <>
            <Typography.Paragraph>{PASSWORDS_NEEDED_MESSAGE}</Typography.Paragraph>
            {flow.passwordsNeeded.map((fileName) => (
              <Form.Item key={fileName} label={`${fileName} password`} htmlFor={`import-password-${fileName}`}>
                <Input.Password
                  id={`import-password-${fileName}`}
                  value={flow.passwords[fileName] ?? ''}
                  onChange={(event) => flow.setPassword(fileName, event.target.value)}
                />
              </Form.Item>
            ))}
          </>
        )}
        {overwriting && (
          <>
            <Alert type="warning" showIcon title={CONFIRM_OVERWRITE_MESSAGE} style={{ marginBottom: 12 }} />
            <Form.Item label={`Type "${OVERWRITE_CONFIRMATION}" to confirm`} htmlFor="import-overwrite-confirmation">
              <Input
                id="import-overwrite-confirmation"
                value={flow.confirmation}
                onChange={(event) => flow.setConfirmation(event.target.value)}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
