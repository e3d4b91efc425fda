import { useState } from 'react';
import { useUpdateSecurityUserMutation, type SecurityUser } from '../../../api/securityAdmin';
import { useToasts } from '../../toasts';
import { USER_UPDATE_FAILED, USER_UPDATED } from '../adminMessages';

/** Deactivates an active user and activates an inactive one (a PUT with only `active`). */
export function useToggleActive(): { togglingId: number | null; toggle: (user: SecurityUser) => void } {
  const toasts = useToasts();
  const [updateUser] = useUpdateSecurityUserMutation();
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const toggle = (user: SecurityUser) => {
    setTogglingId(user.id);
    updateUser({ id: user.id, body: { active: !user.active } })
      .unwrap()
      .then(
        () => toasts.addSuccessToast(USER_UPDATED),
        () => toasts.addDangerToast(USER_UPDATE_FAILED),
      )
      .finally(() => setTogglingId(null));
  };

  return { togglingId, toggle };
}
