import { useDeleteReportMutation, useDeleteReportsMutation, type Report } from '../../../api/reports';
import { useDeleteOneOrMany, type DeleteFlow } from '../../../components/ListPage';
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

/**
 * Deleting after a confirmation: one with `DELETE /api/v1/report/{id}` ('Deleted: {name}'), several with
 * `DELETE /api/v1/report/?q=!(ids)` (the server's message).
 */
export function useDeleteReports(pluralNoun: string): DeleteFlow<Report> {
  const toasts = useToasts();
  const [deleteOne] = useDeleteReportMutation();
  const [deleteMany] = useDeleteReportsMutation();
  return useDeleteOneOrMany<Report>({
    deleteOne: (id) => deleteOne(id).unwrap(),
    deleteMany: (ids) => deleteMany(ids).unwrap(),
    toasts,
    deletedText: (reports) =>
      reports.length === 1 ? reportDeletedText(reports[0].name) : `Deleted ${reports.length} report schedules`,
    failedText: (reports, error) =>
      reports.length === 1
        ? REPORT_MESSAGES.deleteFailed
        : `There was an issue deleting the selected ${pluralNoun}: ${errorText(error)}`,
  });
}
