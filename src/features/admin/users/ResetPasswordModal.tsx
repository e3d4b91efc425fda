import { useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import { useUpdateSecurityUserMutation, type SecurityUser } from '../../../api/securityAdmin';
import type { ClientError } from '../../../api/types';
import { ErrorBox } from '../../../components/ErrorBox';
import { useToasts } from '../../toasts';
import { PASSWORD_RESET_DONE, USER_UPDATE_FAILED } from '../adminMessages';
import { fieldErrorsOf, toClientError } from '../serverErrors';
import { PasswordFields, type PasswordFieldValues } from './PasswordFields';

/** A new password for a user: a PUT with only the password, which replaces the old one. */
export function ResetPasswordModal({ user, onClose }: { user: SecurityUser; onClose: () => void }) {
  const [form] = Form.useForm<PasswordFieldValues>();
  const toasts = useToasts();
  const [updateUser, updateState] = useUpdateSecurityUserMutation();
  const [saveError, setSaveError] = useState<ClientError | null>(null);

  const save = async ({ password }: PasswordFieldValues) => {
    setSaveError(null);
    try {
      await updateUser({ id: user.id, body: { password } }).unwrap();
      toasts.addSuccessToast(PASSWORD_RESET_DONE);
      onClose();
    } catch (caught) {
      const error = toClientError(caught);
      // A password policy speaks about the password field; anything else is shown whole.
      const onPassword = fieldErrorsOf(error).password;
      if (onPassword) form.setFields([{ name: 'password', errors: [onPassword] }]);
      else setSaveError(error);
      toasts.addDangerToast(USER_UPDATE_FAILED);
    }
  };

  return (
    <Modal
      open
      title="Reset password"
      okText="Save"
      okButtonProps={{ loading: updateState.isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{`A new password for ${user.username}.`}</Typography.Paragraph>
      <Form<PasswordFieldValues> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <PasswordFields required />
      </Form>
      {saveError && <ErrorBox error={saveError} source="crud" />}
    </Modal>
  );
}
