import { useState } from 'react';
import { useDeleteReportMutation, useDeleteReportsMutation, type Report } from '../../../api/reports';
import { useToasts } from '../../toasts';
import { REPORT_MESSAGES, reportDeletedText } from '../modal/reportMessages';

function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { error: text, message } = error as { error?: unknown; message?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}

interface DeleteReportsFlow {
  toDelete: Report[] | null;
  busy: boolean;
  ask: (reports: Report[]) => void;
  cancel: () => void;
  /** Deletes the reports asked about; resolves to their ids when the server deleted them. */
  confirm: () => Promise<number[]>;
}

/**
 * Deleting after a confirmation: one with `DELETE /api/v1/report/{id}` ('Deleted: {name}'), several with
 * `DELETE /api/v1/report/?q=!(ids)` (the server's message).
 */
export function useDeleteReports(pluralNoun: string): DeleteReportsFlow {
  const toasts = useToasts();
  const [toDelete, setToDelete] = useState<Report[] | null>(null);
  const [deleteOne, deleteOneState] = useDeleteReportMutation();
  const [deleteMany, deleteManyState] = useDeleteReportsMutation();

  const confirm = async (): Promise<number[]> => {
    if (!toDelete) return [];
    const ids = toDelete.map((report) => report.id);
    let deleted: number[] = [];
    try {
      if (toDelete.length === 1) {
        await deleteOne(ids[0]).unwrap();
        toasts.addSuccessToast(reportDeletedText(toDelete[0].name));
      } else {
        const message = await deleteMany(ids).unwrap();
        toasts.addSuccessToast(message || `Deleted ${ids.length} report schedules`);
      }
      deleted = ids;
    } catch (caught) {
      toasts.addDangerToast(
        toDelete.length === 1
          ? REPORT_MESSAGES.deleteFailed
          : `There was an issue deleting the selected ${pluralNoun}: ${errorText(caught)}`,
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
