import { useEffect, useMemo } from 'react';
import { useSearchSecurityUsersQuery } from '../../../api/securityAdmin';
import type { RemoteSearchOption } from '../../../components/RemoteSearchSelect';
import { useToasts } from '../../toasts';
import { USERS_FETCH_FAILED } from '../adminMessages';

/** Users whose username contains the (debounced) search text, as picker options. */
export function useUserOptions(search: string): { options: RemoteSearchOption[]; loading: boolean } {
  const toasts = useToasts();
  const { data, error, isFetching } = useSearchSecurityUsersQuery(search);
  useEffect(() => {
    if (error) toasts.addDangerToast(USERS_FETCH_FAILED);
  }, [error, toasts]);
  const options = useMemo(() => (data ?? []).map((user) => ({ value: user.id, label: user.username })), [data]);
  return { options, loading: isFetching };
}
