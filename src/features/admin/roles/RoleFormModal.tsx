import { useMemo, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useGetSecurityUsersByIdsQuery, type SecurityRole } from '../../../api/securityAdmin';
import type { ClientError } from '../../../api/types';
import { ErrorBox } from '../../../components/ErrorBox';
import { Select } from '../../../components/Select';
import { MODAL_DEFAULT_WIDTH } from '../../../constants';
import { useToasts } from '../../toasts';
import {
  PERMISSIONS_LOAD_FAILED,
  ROLE_CREATE_FAILED,
  ROLE_CREATED,
  ROLE_DUPLICATE_FAILED,
  ROLE_DUPLICATED,
  ROLE_NAME_REQUIRED,
  ROLE_UPDATE_FAILED,
  ROLE_UPDATED,
  ROLE_USERS_LOAD_FAILED,
} from '../adminMessages';
import { fieldErrorsOf, toClientError } from '../serverErrors';
import { RoleUsersSelect } from './RoleUsersSelect';
import type { PermissionCatalog } from './usePermissionCatalog';
import { useRoleWrites, type RoleFormValues } from './useRoleWrites';

export type RoleDialogMode =
  { kind: 'add' } | { kind: 'edit'; role: SecurityRole } | { kind: 'duplicate'; role: SecurityRole };

interface RoleFormModalProps {
  mode: RoleDialogMode;
  catalog: PermissionCatalog;
  onClose: () => void;
}

const TEXTS = {
  add: { title: () => 'Add Role', done: ROLE_CREATED, failed: ROLE_CREATE_FAILED },
  edit: { title: () => 'Edit Role', done: ROLE_UPDATED, failed: ROLE_UPDATE_FAILED },
  duplicate: {
    title: (name: string) => `Duplicate role ${name}`,
    done: ROLE_DUPLICATED,
    failed: ROLE_DUPLICATE_FAILED,
  },
} as const;

/**
 * Add a role (name and pairs), edit one (name, pairs, users), or duplicate one (a new name; the
 * copy gets the pairs, not the users, as in Superset).
 */
export function RoleFormModal({ mode, catalog, onClose }: RoleFormModalProps) {
  const [form] = Form.useForm<RoleFormValues>();
  const toasts = useToasts();
  const writes = useRoleWrites();
  const [saveError, setSaveError] = useState<ClientError | null>(null);
  const role = mode.kind === 'add' ? null : mode.role;
  const userIds = mode.kind === 'edit' ? mode.role.user_ids : [];
  const users = useGetSecurityUsersByIdsQuery(userIds, { skip: userIds.length === 0 });
  const initialUsers = useMemo(
    () => (users.data ?? []).map((user) => ({ value: user.id, label: user.username })),
    [users.data],
  );
  const texts = TEXTS[mode.kind];
  // Pairs are edited only once every pair is known: a half-known list would drop the unknown ones.
  const editsPermissions = mode.kind !== 'duplicate';
  const waiting = (editsPermissions && !catalog.ready && !catalog.error) || (mode.kind === 'edit' && users.isFetching);

  const save = async (values: RoleFormValues) => {
    setSaveError(null);
    try {
      if (mode.kind === 'edit') await writes.update(mode.role, values);
      else
        await writes.create(
          values.name,
          mode.kind === 'duplicate' ? mode.role.permission_ids : (values.permissionIds ?? []),
        );
      toasts.addSuccessToast(texts.done);
      onClose();
    } catch (caught) {
      const error = toClientError(caught);
      const onName = fieldErrorsOf(error).name;
      if (onName) form.setFields([{ name: 'name', errors: [onName] }]);
      else setSaveError(error);
      toasts.addDangerToast(texts.failed);
    }
  };

  return (
    <Modal
      open
      title={texts.title(role?.name ?? '')}
      width={MODAL_DEFAULT_WIDTH}
      okText="Save"
      okButtonProps={{ loading: writes.busy, disabled: waiting }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<RoleFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: mode.kind === 'edit' ? mode.role.name : '',
          permissionIds: mode.kind === 'edit' ? mode.role.permission_ids : [],
          userIds,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="name"
          label="Role Name"
          rules={[{ required: true, whitespace: true, message: ROLE_NAME_REQUIRED }]}
        >
          <Input />
        </Form.Item>
        {editsPermissions && (
          <Form.Item name="permissionIds" label="Permissions">
            <Select
              ariaLabel="Permissions"
              mode="multiple"
              placeholder="Select permissions"
              options={catalog.options}
              loading={catalog.loading}
              disabled={!catalog.ready}
            />
          </Form.Item>
        )}
        {editsPermissions && catalog.error && (
          <Alert type="error" showIcon title={PERMISSIONS_LOAD_FAILED} style={{ marginBottom: 12 }} />
        )}
        {mode.kind === 'edit' && (
          <Form.Item name="userIds" label="Users">
            <RoleUsersSelect initialUsers={initialUsers} loading={users.isFetching} disabled={Boolean(users.error)} />
          </Form.Item>
        )}
        {mode.kind === 'edit' && users.error && <Alert type="error" showIcon title={ROLE_USERS_LOAD_FAILED} />}
      </Form>
      {saveError && <ErrorBox error={saveError} source="crud" />}
    </Modal>
  );
}
