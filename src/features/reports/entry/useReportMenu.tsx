/**
 * The schedule entry of a chart (Explore's menu) or a dashboard (the header's '…' menu). Shown only
 * when ALERT_REPORTS is on and the user may write reports. It looks up the user's own report on the
 * target: none → 'Set up an email report'; one → a 'Manage email report' submenu to switch it on
 * or off, edit it or delete it (after a confirmation).
 */
import { Checkbox, type MenuProps } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  useDeleteReportMutation,
  useOwnReportQuery,
  useUpdateReportMutation,
  type Report,
  type ReportExtra,
  type ReportTarget,
} from '../../../api/reports';
import { useAppSelector } from '../../../app/hooks';
import { userHasPermission } from '../../../utils/permissions';
import { selectFeatureFlag, selectUser } from '../../shell';
import { useToasts } from '../../toasts';
import { REPORT_LABELS, REPORT_MESSAGES, reportDeletedText } from '../modal/reportMessages';
import { DeleteReportModal } from './DeleteReportModal';

// The report form (schedule picker, cron descriptions) downloads when it is first opened.
const ReportModal = lazy(() => import('../modal/ReportModal').then((module) => ({ default: module.ReportModal })));

type MenuItem = NonNullable<MenuProps['items']>[number];

const REPORT_MENU_KEYS = {
  setUp: 'report-set-up',
  toggleActive: 'report-toggle-active',
  edit: 'report-edit',
  delete: 'report-delete',
} as const;

interface ReportMenuOptions {
  /** The chart or dashboard; null while there is none to schedule (an unsaved chart). */
  target: ReportTarget | null;
  targetName: string;
  vizType?: string;
  /** A dashboard's state to render, read when the report is saved. */
  reportExtra?: () => ReportExtra;
}

interface ReportMenu {
  /** The entry to add to the host's menu, or null when it is not shown. */
  item: MenuItem | null;
  /** Handles a click on one of the entry's keys; false for keys that are not the entry's. */
  onMenuClick: (key: string) => boolean;
  /** The dialogs the entry opens: render them anywhere in the host. */
  element: ReactNode;
}

/** Whether the signed-in user gets the schedule entry at all. */
function useCanScheduleReports(): boolean {
  const enabled = useAppSelector((state) => selectFeatureFlag(state, 'ALERT_REPORTS'));
  const user = useAppSelector(selectUser);
  return enabled && user.userId !== undefined && userHasPermission(user, 'can_write', 'ReportSchedule');
}

function manageItem(report: Report): MenuItem {
  return {
    key: 'report-manage',
    label: REPORT_LABELS.manage,
    children: [
      {
        key: REPORT_MENU_KEYS.toggleActive,
        label: (
          <span>
            {/* The row is the control: the box only shows the state. */}
            <Checkbox checked={report.active} style={{ marginRight: 8, pointerEvents: 'none' }} tabIndex={-1} />
            {REPORT_LABELS.active}
          </span>
        ),
      },
      { key: REPORT_MENU_KEYS.edit, label: REPORT_LABELS.edit },
      { key: REPORT_MENU_KEYS.delete, label: REPORT_LABELS.delete, danger: true },
    ],
  };
}

export function useReportMenu({ target, targetName, vizType, reportExtra }: ReportMenuOptions): ReportMenu {
  const toasts = useToasts();
  const user = useAppSelector(selectUser);
  const canSchedule = useCanScheduleReports();
  const lookupSkipped = !canSchedule || target === null || user.userId === undefined;
  const lookup = useOwnReportQuery(
    target && user.userId !== undefined ? { ...target, userId: user.userId } : { chartId: 0, userId: 0 },
    { skip: lookupSkipped },
  );
  const [updateReport] = useUpdateReportMutation();
  const [deleteReport, deleting] = useDeleteReportMutation();
  const [modal, setModal] = useState<'closed' | 'new' | 'edit'>('closed');
  const [deleteOpen, setDeleteOpen] = useState(false);

  const lookupFailed = lookup.isError;
  useEffect(() => {
    if (lookupFailed) toasts.addDangerToast(REPORT_MESSAGES.fetchFailed);
  }, [lookupFailed, toasts]);

  const report = lookupSkipped ? null : (lookup.data ?? null);

  const toggleActive = async (current: Report) => {
    try {
      await updateReport({ id: current.id, body: { active: !current.active } }).unwrap();
    } catch {
      toasts.addDangerToast(REPORT_MESSAGES.toggleFailed);
    }
  };

  const confirmDelete = async (current: Report) => {
    try {
      await deleteReport(current.id).unwrap();
      toasts.addSuccessToast(reportDeletedText(current.name));
    } catch {
      toasts.addDangerToast(REPORT_MESSAGES.deleteFailed);
    }
    setDeleteOpen(false);
  };

  const onMenuClick = (key: string): boolean => {
    if (key === REPORT_MENU_KEYS.setUp) setModal('new');
    else if (key === REPORT_MENU_KEYS.edit) setModal('edit');
    else if (key === REPORT_MENU_KEYS.delete) setDeleteOpen(true);
    else if (key === REPORT_MENU_KEYS.toggleActive) {
      if (report) void toggleActive(report);
    } else return false;
    return true;
  };

  let item: MenuItem | null = null;
  if (!lookupSkipped && !lookup.isLoading) {
    item = report ? manageItem(report) : { key: REPORT_MENU_KEYS.setUp, label: REPORT_LABELS.setUp };
  }

  const element =
    target === null ? null : (
      <>
        {modal !== 'closed' ? (
          <Suspense fallback={null}>
            <ReportModal
              target={target}
              targetName={targetName}
              vizType={vizType}
              reportId={modal === 'edit' && report ? report.id : undefined}
              reportExtra={reportExtra}
              onClose={() => setModal('closed')}
            />
          </Suspense>
        ) : null}
        {deleteOpen && report ? (
          <DeleteReportModal
            name={report.name}
            deleting={deleting.isLoading}
            onConfirm={() => void confirmDelete(report)}
            onCancel={() => setDeleteOpen(false)}
          />
        ) : null}
      </>
    );

  return { item, onMenuClick, element };
}
