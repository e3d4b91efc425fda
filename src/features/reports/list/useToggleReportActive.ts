import { useCallback, useState } from 'react';
import { useUpdateReportMutation, type Report } from '../../../api/reports';
import { useToasts } from '../../toasts';
import { REPORT_MESSAGES } from '../modal/reportMessages';

interface ActiveToggle {
  /** The switch's state while a change is on its way (shown at once, undone when it fails). */
  activeOf: (report: Report) => boolean;
  toggle: (report: Report, active: boolean) => void;
  isPending: (id: number) => boolean;
}

/** Turning a report on or off: a PUT with `{active}` only. */
export function useToggleReportActive(): ActiveToggle {
  const toasts = useToasts();
  const [updateReport] = useUpdateReportMutation();
  const [pending, setPending] = useState<Record<number, boolean>>({});

  const toggle = useCallback(
    (report: Report, active: boolean) => {
      setPending((current) => ({ ...current, [report.id]: active }));
      updateReport({ id: report.id, body: { active } })
        .unwrap()
        .catch(() => toasts.addDangerToast(REPORT_MESSAGES.toggleFailed))
        .finally(() =>
          setPending((current) => {
            const next = { ...current };
            delete next[report.id];
            return next;
          }),
        );
    },
    [updateReport, toasts],
  );

  return {
    activeOf: useCallback((report: Report) => pending[report.id] ?? report.active, [pending]),
    toggle,
    isPending: useCallback((id: number) => id in pending, [pending]),
  };
}
