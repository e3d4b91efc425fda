/**
 * The properties modal and the CSS editor opened from the dashboard header's menu. After a save the
 * page shows what was saved: a new slug rewrites the address (which reloads the dashboard under its
 * new name), otherwise the dashboard is reloaded in place.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { CssEditorModal, PropertiesModal, type SavedDashboard } from '../../dashboardProperties';
import { rewrittenDashboardAddress } from '../rules/dashboardAddress';
import { dashboardInfoChanged } from '../state/dashboardStateSlice';
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

  const showSaved = (saved: SavedDashboard) => {
    onClose();
    const address = rewrittenDashboardAddress(location, saved);
    if (address) {
      navigate(address, { replace: true });
      return;
    }
    dispatch(dashboardInfoChanged({ dashboard_title: saved.dashboard_title, css: saved.css, slug: saved.slug }));
    void dispatch(loadDashboard({ idOrSlug: String(dashboardId) }));
  };

  return (
    <>
      {/* Mounted only while open: each editor's code downloads when first opened. */}
      {open === 'properties' ? (
        <PropertiesModal dashboardId={dashboardId} open onHide={onClose} onSaved={showSaved} />
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
        />
      ) : null}
    </>
  );
}
