import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  dashboardPutBody,
  useSaveDashboardPropertiesMutation,
  type DashboardPropertyValues,
  type SavedDashboard,
} from '../../api/dashboardProperties';
import type { ClientError } from '../../api/types';
import { selectFeatureFlag, type BootstrapState } from '../shell';
import { useToasts } from '../toasts';
import { DASHBOARD_SAVED_TEXT, dashboardSaveErrorText, type DashboardSaveKind } from './saveErrorText';

interface DashboardSave {
  /** Saves every field (reference §3.3); resolves to the saved dashboard, or null when it failed. */
  save: (id: number, values: DashboardPropertyValues) => Promise<SavedDashboard | null>;
  saving: boolean;
  /** Why the last save failed, as the user reads it; null when it did not. */
  errorText: string | null;
  clearError: () => void;
}

/** The full-object save of the properties modal and the CSS editor, with the spec's failure texts. */
export function useDashboardSave(kind: DashboardSaveKind): DashboardSave {
  const dashboardRbac = useSelector((state: { bootstrap: BootstrapState }) =>
    selectFeatureFlag(state, 'DASHBOARD_RBAC'),
  );
  const [saveDashboard, { isLoading }] = useSaveDashboardPropertiesMutation();
  const toasts = useToasts();
  const [errorText, setErrorText] = useState<string | null>(null);

  const save = useCallback(
    async (id: number, values: DashboardPropertyValues) => {
      setErrorText(null);
      try {
        const saved = await saveDashboard({ id, body: dashboardPutBody(values, { dashboardRbac }) }).unwrap();
        toasts.addSuccessToast(DASHBOARD_SAVED_TEXT);
        return saved;
      } catch (caught) {
        setErrorText(dashboardSaveErrorText(caught as ClientError, kind));
        return null;
      }
    },
    [dashboardRbac, kind, saveDashboard, toasts],
  );

  return { save, saving: isLoading, errorText, clearError: useCallback(() => setErrorText(null), []) };
}
