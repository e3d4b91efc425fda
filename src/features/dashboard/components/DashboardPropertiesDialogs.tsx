/**
 * The properties modal and the CSS editor opened from the dashboard header's menu. After a save the
 * page shows what was saved: a new slug rewrites the address (which reloads the dashboard under its
 * new name), otherwise the dashboard is reloaded in place. In edit mode they save nothing: they
 * start from the page's copy (its title or CSS may be changed and unsaved) and change it, marking
 * the dashboard unsaved; edit mode's Save sends it with the layout.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import type { DashboardInfo } from '../../../api/dashboards';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CssEditorModal, PropertiesModal, type SavedDashboard } from '../../dashboardProperties';
import { rewrittenDashboardAddress } from '../rules/dashboardAddress';
import { dashboardInfoChanged, refreshFrequencyChanged, unsavedChangesChanged } from '../state/dashboardStateSlice';
import { loadDashboard } from '../state/loadDashboard';

export type OpenDashboardDialog = 'properties' | 'css' | null;

interface DashboardPropertiesDialogsProps {
  dashboardId: number;
  open: OpenDashboardDialog;
  onClose: () => void;
}

export function DashboardPropertiesDialogs({ dashboardId, open, onClose }: DashboardPropertiesDialogsProps) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const info = useAppSelector((state) => state.dashboardState.info);

  const showSaved = (saved: SavedDashboard) => {
    onClose();
    const address = rewrittenDashboardAddress(location, saved);
    if (address) {
      navigate(address, { replace: true });
      return;
    }
    dispatch(dashboardInfoChanged({ dashboard_title: saved.dashboard_title, css: saved.css, slug: saved.slug }));
    void dispatch(loadDashboard({ idOrSlug: String(dashboardId), search: location.search }));
  };

  const applyLocally = (changes: Partial<DashboardInfo>) => {
    const refreshFrequency = changes.metadata?.refresh_frequency;
    dispatch(dashboardInfoChanged(changes));
    dispatch(unsavedChangesChanged(true));
    // The page refreshes by its own frequency, read from the metadata when it loaded.
    if (changes.metadata && refreshFrequency !== info?.metadata.refresh_frequency)
      dispatch(refreshFrequencyChanged(Number(refreshFrequency) || 0));
  };
  const local = editMode && info ? { info, onApply: applyLocally } : undefined;

  return (
    <>
      {/* Mounted only while open: each editor's code downloads when first opened. */}
      {open === 'properties' ? (
        <PropertiesModal dashboardId={dashboardId} open onHide={onClose} onSaved={showSaved} local={local} />
      ) : null}
      {open === 'css' ? (
        <CssEditorModal
          dashboardId={dashboardId}
          open
          onHide={onClose}
          onSaved={(saved) => {
            onClose();
            dispatch(dashboardInfoChanged({ css: saved.css }));
          }}
          local={local}
        />
      ) : null}
    </>
  );
}
