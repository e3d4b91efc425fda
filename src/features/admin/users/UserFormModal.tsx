import { useMemo, useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import {
  useCreateSecurityUserMutation,
  useUpdateSecurityUserMutation,
  type NamedRef,
  type SecurityUser,
  type SecurityUserWriteBody,
} from '../../../api/securityAdmin';
import type { ClientError } from '../../../api/types';
import { ErrorBox } from '../../../components/ErrorBox';
import { Select } from '../../../components/Select';
import { MODAL_DEFAULT_WIDTH } from '../../../constants';
import { useToasts } from '../../toasts';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  ROLE_REQUIRED,
  USER_CREATE_FAILED,
  USER_CREATED,
  USER_UPDATE_FAILED,
  USER_UPDATED,
  USERNAME_REQUIRED,
} from '../adminMessages';
import { toClientError } from '../serverErrors';
import { PasswordFields, type PasswordFieldValues } from './PasswordFields';
import { userFormErrorsOf } from './userFormErrors';

interface UserFormValues extends PasswordFieldValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: number[];
}

interface UserFormModalProps {
  /** The user to edit; null to add one. */
  user: SecurityUser | null;
  roles: NamedRef[];
  rolesLoading: boolean;
  onClose: () => void;
}

function initialValuesOf(user: SecurityUser | null): Partial<UserFormValues> {
  if (!user) return { active: true, roles: [] };
  const { first_name, last_name, username, email, active } = user;
  return { first_name, last_name, username, email, active, roles: user.roles.map((role) => role.id) };
}

/** The body FAB takes: trimmed texts, role ids, and the password only when one was typed. */
export function userWriteBodyOf(values: UserFormValues): SecurityUserWriteBody {
  const body: SecurityUserWriteBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    active: Boolean(values.active),
    roles: values.roles ?? [],
  };
  if (values.password) body.password = values.password;
  return body;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Add or edit a user: names, username, email, active, roles and a password (optional when editing). */
export function UserFormModal({ user, roles, rolesLoading, onClose }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const toasts = useToasts();
  const [createUser, createState] = useCreateSecurityUserMutation();
  const [updateUser, updateState] = useUpdateSecurityUserMutation();
  const [saveError, setSaveError] = useState<ClientError | null>(null);
  const roleChoices = useMemo(() => roles.map((role) => ({ value: role.id, label: role.name })), [roles]);
  const isEdit = user !== null;
  // A user the server gave groups may go without roles (FAB wants one of the two).
  const rolesRequired = !isEdit || (user.groups ?? []).length === 0;

  const save = async (values: UserFormValues) => {
    setSaveError(null);
    const body = userWriteBodyOf(values);
    try {
      if (user) await updateUser({ id: user.id, body }).unwrap();
      else await createUser(body).unwrap();
      toasts.addSuccessToast(isEdit ? USER_UPDATED : USER_CREATED);
      onClose();
    } catch (caught) {
      const error = toClientError(caught);
      const { fields, hasUnplaced } = userFormErrorsOf(error);
      form.setFields(
        Object.entries(fields).map(([name, message]) => ({ name: name as keyof UserFormValues, errors: [message] })),
      );
      if (hasUnplaced) setSaveError(error);
      toasts.addDangerToast(isEdit ? USER_UPDATE_FAILED : USER_CREATE_FAILED);
    }
  };

  return (
    <Modal
      open
      title={isEdit ? 'Edit User' : 'Add User'}
      width={MODAL_DEFAULT_WIDTH}
      okText="Save"
      okButtonProps={{ loading: createState.isLoading || updateState.isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValuesOf(user)}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="first_name" label="First name" rules={required(FIRST_NAME_REQUIRED)}>
          <Input placeholder="Enter the user's first name" />
        </Form.Item>
        <Form.Item name="last_name" label="Last name" rules={required(LAST_NAME_REQUIRED)}>
          <Input placeholder="Enter the user's last name" />
        </Form.Item>
        <Form.Item name="username" label="Username" rules={required(USERNAME_REQUIRED)}>
          <Input placeholder="Enter the user's username" autoComplete="off" />
        </Form.Item>
        <Form.Item name="active" valuePropName="checked">
          <Checkbox>Is active?</Checkbox>
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[...required(EMAIL_REQUIRED), { type: 'email', message: EMAIL_INVALID }]}
        >
          <Input placeholder="Enter the user's email" />
        </Form.Item>
        <Form.Item
          name="roles"
          label="Roles"
          rules={rolesRequired ? [{ required: true, type: 'array', min: 1, message: ROLE_REQUIRED }] : []}
        >
          <Select
            ariaLabel="Roles"
            mode="multiple"
            placeholder="Select roles"
            options={roleChoices}
            loading={rolesLoading}
          />
        </Form.Item>
        <PasswordFields required={!isEdit} />
      </Form>
      {saveError && <ErrorBox error={saveError} source="crud" />}
    </Modal>
  );
}
