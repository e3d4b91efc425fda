import { useCallback, useState } from 'react';
import { useSetDashboardListPublishedMutation, type DashboardListItem } from '../../api/dashboardList';
import type { ClientError } from '../../api/types';
import { dashboardSaveErrorText } from '../dashboardProperties';
import { useToasts } from '../toasts';

interface PublishToggle {
  /** Publishes a draft or hides a published dashboard (a PUT with `published` only). */
  toggle: (dashboard: DashboardListItem) => void;
  /** Whether this dashboard's change is on its way. */
  isPending: (id: number) => boolean;
}

export function usePublishToggle(): PublishToggle {
  const toasts = useToasts();
  const [setPublished] = useSetDashboardListPublishedMutation();
  const [pending, setPending] = useState<number[]>([]);

  const toggle = useCallback(
    (dashboard: DashboardListItem) => {
      setPending((current) => [...current, dashboard.id]);
      setPublished({ id: dashboard.id, published: !dashboard.published })
        .unwrap()
        .catch((caught: unknown) => toasts.addDangerToast(dashboardSaveErrorText(caught as ClientError, 'publish')))
        .finally(() => setPending((current) => current.filter((id) => id !== dashboard.id)));
    },
    [setPublished, toasts],
  );

  return { toggle, isPending: useCallback((id: number) => pending.includes(id), [pending]) };
}
