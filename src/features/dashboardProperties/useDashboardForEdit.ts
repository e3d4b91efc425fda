import { useEffect, useMemo, useState } from 'react';
import {
  dashboardPropertyValues,
  useGetDashboardForEditQuery,
  type DashboardForEdit,
  type DashboardPropertyValues,
} from '../../api/dashboardProperties';
import type { DashboardInfo } from '../../api/dashboards';
import type { ClientError } from '../../api/types';
import { dashboardForEditOf } from './localDashboard';
import { formatMetadataText } from './metadataText';

interface DashboardForEditState {
  dashboard: DashboardForEdit | undefined;
  /** The form's values: null until the dashboard is read (afresh) after the modal opened. */
  values: DashboardPropertyValues | null;
  setValues: (values: DashboardPropertyValues) => void;
  loadError: ClientError | undefined;
}

function formValues(dashboard: DashboardForEdit): DashboardPropertyValues {
  return { ...dashboardPropertyValues(dashboard), json_metadata: formatMetadataText(dashboard.json_metadata) };
}

/**
 * The dashboard, read again each time a modal opens (another tab may have changed it), and the
 * values the modal edits, taken from that fresh copy and dropped when the modal closes. Given the
 * page's own copy (edit mode), the values start from it and nothing is read.
 */
export function useDashboardForEdit(
  dashboardId: number,
  open: boolean,
  localInfo?: DashboardInfo,
): DashboardForEditState {
  const { data, error, isFetching, fulfilledTimeStamp } = useGetDashboardForEditQuery(dashboardId, {
    skip: !open || localInfo !== undefined,
    refetchOnMountOrArgChange: true,
  });
  const local = useMemo(() => (localInfo ? dashboardForEditOf(localInfo) : undefined), [localInfo]);
  const [values, setValues] = useState<DashboardPropertyValues | null>(null);
  // When the modal opened: a copy cached before then is not the one to edit.
  const [openedAt, setOpenedAt] = useState<number | null>(null);

  useEffect(() => {
    setOpenedAt(open ? Date.now() : null);
    if (!open) setValues(null);
  }, [open]);

  useEffect(() => {
    // Taken once per opening: the form's edits win over later changes of the page's copy.
    if (open && local) setValues((current) => current ?? formValues(local));
  }, [open, local]);

  useEffect(() => {
    if (local) return;
    const fresh = openedAt !== null && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;
    if (data && fresh && !isFetching) setValues((current) => current ?? formValues(data));
  }, [data, fulfilledTimeStamp, isFetching, openedAt, local]);

  if (local) return { dashboard: local, values, setValues, loadError: undefined };
  return { dashboard: data, values, setValues, loadError: error as ClientError | undefined };
}
