import { useState } from 'react';
import {
  useCreateRoleMutation,
  useRenameRoleMutation,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
  type SecurityRole,
} from '../../../api/securityAdmin';
import { sameIds } from './permissionLabels';

export interface RoleFormValues {
  name: string;
  permissionIds: number[];
  userIds: number[];
}

interface RoleWrites {
  busy: boolean;
  /** A new role, then its pairs (when it has any): FAB creates a role by name only. */
  create: (name: string, permissionIds: number[]) => Promise<void>;
  /** Sends only what changed: the name, the pairs, the users, in that order; stops at a failure. */
  update: (role: SecurityRole, values: RoleFormValues) => Promise<void>;
}

/** The role writes behind the add, edit and duplicate dialogs; failures reject with a ClientError. */
export function useRoleWrites(): RoleWrites {
  const [createRole] = useCreateRoleMutation();
  const [renameRole] = useRenameRoleMutation();
  const [setPermissions] = useSetRolePermissionsMutation();
  const [setUsers] = useSetRoleUsersMutation();
  const [busy, setBusy] = useState(false);

  const whileBusy = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const create = (name: string, permissionIds: number[]) =>
    whileBusy(async () => {
      const { id } = await createRole({ name: name.trim() }).unwrap();
      if (permissionIds.length > 0) await setPermissions({ id, permissionIds }).unwrap();
    });

  const update = (role: SecurityRole, values: RoleFormValues) =>
    whileBusy(async () => {
      const name = values.name.trim();
      if (name !== role.name) await renameRole({ id: role.id, name }).unwrap();
      if (!sameIds(values.permissionIds, role.permission_ids)) {
        await setPermissions({ id: role.id, permissionIds: values.permissionIds }).unwrap();
      }
      if (!sameIds(values.userIds, role.user_ids)) await setUsers({ id: role.id, userIds: values.userIds }).unwrap();
    });

  return { busy, create, update };
}
