import { useState } from 'react';
import { useDeleteChartMutation, useDeleteChartsMutation, type ChartListItem } from '../../api/charts';
import { useToasts } from '../toasts';
import { listErrorText } from './listErrorText';

interface DeleteChartsFlow {
  /** The charts waiting for the user's confirmation; null when none. */
  toDelete: ChartListItem[] | null;
  busy: boolean;
  ask: (charts: ChartListItem[]) => void;
  cancel: () => void;
  /** Deletes the charts asked about; resolves to their ids when the server deleted them. */
  confirm: () => Promise<number[]>;
}

/**
 * Deleting after a confirmation: one chart with `DELETE /api/v1/chart/<id>`, several in one
 * `DELETE /api/v1/chart/?q=!(ids)`; a toast tells how it went (the server's message for several).
 */
export function useDeleteCharts(): DeleteChartsFlow {
  const toasts = useToasts();
  const [toDelete, setToDelete] = useState<ChartListItem[] | null>(null);
  const [deleteOne, deleteOneState] = useDeleteChartMutation();
  const [deleteMany, deleteManyState] = useDeleteChartsMutation();

  const confirm = async (): Promise<number[]> => {
    if (!toDelete) return [];
    const ids = toDelete.map((chart) => chart.id);
    let deleted: number[] = [];
    try {
      if (toDelete.length === 1) {
        await deleteOne(ids[0]).unwrap();
        toasts.addSuccessToast(`Deleted: ${toDelete[0].slice_name}`);
      } else {
        const message = await deleteMany(ids).unwrap();
        toasts.addSuccessToast(message || `Deleted ${ids.length} charts`);
      }
      deleted = ids;
    } catch (caught) {
      toasts.addDangerToast(`There was an issue deleting the selected charts: ${listErrorText(caught)}`);
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
