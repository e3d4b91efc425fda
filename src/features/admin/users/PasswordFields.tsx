import { Form, Input } from 'antd';
import { PASSWORD_CONFIRM_REQUIRED, PASSWORD_REQUIRED, PASSWORDS_DIFFER } from '../adminMessages';

export interface PasswordFieldValues {
  password?: string;
  confirmPassword?: string;
}

/**
 * A password and its confirmation. When optional (editing a user) both may stay empty; once a
 * password is typed, the confirmation must repeat it.
 */
export function PasswordFields({ required }: { required: boolean }) {
  return (
    <>
      <Form.Item
        name="password"
        label={required ? 'Password' : 'New password'}
        extra={required ? undefined : 'Leave empty to keep the current password.'}
        rules={required ? [{ required: true, message: PASSWORD_REQUIRED }] : []}
      >
        <Input.Password placeholder="Enter the user's password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm Password"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator(_rule, value: string | undefined) {
              const password = getFieldValue('password') as string | undefined;
              if (!value) {
                return required || password ? Promise.reject(new Error(PASSWORD_CONFIRM_REQUIRED)) : Promise.resolve();
              }
              return value === password ? Promise.resolve() : Promise.reject(new Error(PASSWORDS_DIFFER));
            },
          }),
        ]}
      >
        <Input.Password placeholder="Confirm the user's password" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
