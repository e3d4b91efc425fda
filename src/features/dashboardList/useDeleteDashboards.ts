import {
  useDeleteDashboardListItemMutation,
  useDeleteDashboardListItemsMutation,
  type DashboardListItem,
} from '../../api/dashboardList';
import { useDeleteOneOrMany, type DeleteFlow } from '../../components/ListPage';
import { useToasts } from '../toasts';
import { listErrorText } from './listErrorText';

/**
 * Deleting after a confirmation: one dashboard with `DELETE /api/v1/dashboard/<id>`, several in one
 * `DELETE /api/v1/dashboard/?q=!(ids)`; a toast tells how it went (the server's message for several).
 */
export function useDeleteDashboards(): DeleteFlow<DashboardListItem> {
  const toasts = useToasts();
  const [deleteOne] = useDeleteDashboardListItemMutation();
  const [deleteMany] = useDeleteDashboardListItemsMutation();
  return useDeleteOneOrMany<DashboardListItem>({
    deleteOne: (id) => deleteOne(id).unwrap(),
    deleteMany: (ids) => deleteMany(ids).unwrap(),
    toasts,
    deletedText: (dashboards) =>
      dashboards.length === 1 ? `Deleted: ${dashboards[0].dashboard_title}` : `Deleted ${dashboards.length} dashboards`,
    failedText: (dashboards, error) =>
      dashboards.length === 1
        ? `There was an issue deleting ${dashboards[0].dashboard_title}: ${listErrorText(error)}`
        : `There was an issue deleting the selected dashboards: ${listErrorText(error)}`,
  });
}
