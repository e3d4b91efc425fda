import { useEffect, useState } from 'react';
import {
  dashboardPropertyValues,
  useGetDashboardForEditQuery,
  type DashboardForEdit,
  type DashboardPropertyValues,
} from '../../api/dashboardProperties';
import type { ClientError } from '../../api/types';
import { formatMetadataText } from './metadataText';

interface DashboardForEditState {
  dashboard: DashboardForEdit | undefined;
  /** The form's values: null until the dashboard is read (afresh) after the modal opened. */
  values: DashboardPropertyValues | null;
  setValues: (values: DashboardPropertyValues) => void;
  loadError: ClientError | undefined;
}

/**
 * The dashboard, read again each time a modal opens (another tab may have changed it), and the
 * values the modal edits, taken from that fresh copy and dropped when the modal closes.
 */
export function useDashboardForEdit(dashboardId: number, open: boolean): DashboardForEditState {
  const { data, error, isFetching, fulfilledTimeStamp } = useGetDashboardForEditQuery(dashboardId, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const [values, setValues] = useState<DashboardPropertyValues | null>(null);
  // When the modal opened: a copy cached before then is not the one to edit.
  const [openedAt, setOpenedAt] = useState<number | null>(null);

  useEffect(() => {
    setOpenedAt(open ? Date.now() : null);
    if (!open) setValues(null);
  }, [open]);

  useEffect(() => {
    const fresh = openedAt !== null && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;
    if (data && fresh && !isFetching)
      setValues(
        (current) =>
          current ?? { ...dashboardPropertyValues(data), json_metadata: formatMetadataText(data.json_metadata) },
      );
  }, [data, fulfilledTimeStamp, isFetching, openedAt]);

  return { dashboard: data, values, setValues, loadError: error as ClientError | undefined };
}
