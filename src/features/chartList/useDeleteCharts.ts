import { useDeleteChartMutation, useDeleteChartsMutation, type ChartListItem } from '../../api/charts';
import { useDeleteOneOrMany, type DeleteFlow } from '../../components/ListPage';
import { useToasts } from '../toasts';
import { listErrorText } from './listErrorText';

/**
 * Deleting after a confirmation: one chart with `DELETE /api/v1/chart/<id>`, several in one
 * `DELETE /api/v1/chart/?q=!(ids)`; a toast tells how it went (the server's message for several).
 */
export function useDeleteCharts(): DeleteFlow<ChartListItem> {
  const toasts = useToasts();
  const [deleteOne] = useDeleteChartMutation();
  const [deleteMany] = useDeleteChartsMutation();
  return useDeleteOneOrMany<ChartListItem>({
    deleteOne: (id) => deleteOne(id).unwrap(),
    deleteMany: (ids) => deleteMany(ids).unwrap(),
    toasts,
    deletedText: (charts) =>
      charts.length === 1 ? `Deleted: ${charts[0].slice_name}` : `Deleted ${charts.length} charts`,
    failedText: (_charts, error) => `There was an issue deleting the selected charts: ${listErrorText(error)}`,
  });
}
