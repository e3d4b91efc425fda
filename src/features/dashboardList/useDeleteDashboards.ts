import { useState } from 'react';
import {
  useDeleteDashboardListItemMutation,
  useDeleteDashboardListItemsMutation,
  type DashboardListItem,
} from '../../api/dashboardList';
import { useToasts } from '../toasts';
import { listErrorText } from './listErrorText';

interface DeleteDashboardsFlow {
  /** The dashboards waiting for the user's confirmation; null when none. */
  toDelete: DashboardListItem[] | null;
  busy: boolean;
  ask: (dashboards: DashboardListItem[]) => void;
  cancel: () => void;
  /** Deletes the dashboards asked about; resolves to their ids when the server deleted them. */
  confirm: () => Promise<number[]>;
}

/**
 * Deleting after a confirmation: one dashboard with `DELETE /api/v1/dashboard/<id>`, several in one
 * `DELETE /api/v1/dashboard/?q=!(ids)`; a toast tells how it went (the server's message for several).
 */
export function useDeleteDashboards(): DeleteDashboardsFlow {
  const toasts = useToasts();
  const [toDelete, setToDelete] = useState<DashboardListItem[] | null>(null);
  const [deleteOne, deleteOneState] = useDeleteDashboardListItemMutation();
  const [deleteMany, deleteManyState] = useDeleteDashboardListItemsMutation();

  const confirm = async (): Promise<number[]> => {
    if (!toDelete) return [];
    const ids = toDelete.map((dashboard) => dashboard.id);
    let deleted: number[] = [];
    try {
      if (toDelete.length === 1) {
        await deleteOne(ids[0]).unwrap();
        toasts.addSuccessToast(`Deleted: ${toDelete[0].dashboard_title}`);
      } else {
        const message = await deleteMany(ids).unwrap();
        toasts.addSuccessToast(message || `Deleted ${ids.length} dashboards`);
      }
      deleted = ids;
    } catch (caught) {
      toasts.addDangerToast(
        toDelete.length === 1
          ? `There was an issue deleting ${toDelete[0].dashboard_title}: ${listErrorText(caught)}`
          : `There was an issue deleting the selected dashboards: ${listErrorText(caught)}`,
      );
    }
    setToDelete(null);
    return deleted;
  };

  return {
    toDelete,
    busy: deleteOneState.isLoading || deleteManyState.isLoading,
    ask: setToDelete,
    cancel: () => setToDelete(null),
    confirm,
  };
}
