/**
 * /superset/dashboard/<id or slug>/ (spec charts §2): loads the dashboard, its charts and datasets,
 * then shows the header and the grid; charts query as they come into view. The URL decides what is
 * hidden (standalone, uiConfig), which tabs open (permalink_key, #anchor), which chart is
 * focused (focused_chart, removed from the address once read) and whether it opens in edit mode
 * (edit=true, for those who can edit; others see it read-only with the spec's message).
 */
import { Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBox } from '../../../components/ErrorBox';
import { NO_PERMISSIONS_TO_EDIT_DASHBOARD } from '../../dashboardProperties';
import { LOG_ACTIONS_MOUNT_DASHBOARD, logEvent, logTimestamp } from '../../logging';
import { selectFeatureFlag, selectUser } from '../../shell';
import { addDangerToast } from '../../toasts';
import { useAnchorScroll } from '../hooks/useAnchorScroll';
import { useAutoRefresh } from '../hooks/useAutoRefresh';
import { dashboardPath } from '../rules/dashboardAddress';
import { dashboardPermissions } from '../rules/dashboardPermissions';
import {
  dashboardChrome,
  EDIT_PARAM,
  editModeRequested,
  FOCUSED_CHART_PARAM,
  focusedChartParam,
  PERMALINK_KEY_PARAM,
  searchWithout,
} from '../rules/urlParams';
import { editModeChanged, refreshFrequencyChanged } from '../state/dashboardStateSlice';
import { loadDashboard } from '../state/loadDashboard';
import { refreshDashboardCharts } from '../state/queryDashboardCharts';
import { DashboardCss } from './DashboardCss';
import { DashboardPropertiesDialogs, type OpenDashboardDialog } from './DashboardPropertiesDialogs';
import { DashboardFiltersFrame } from './filters/DashboardFiltersFrame';
import { DashboardGrid } from './grid/DashboardGrid';
import { DashboardHeader } from './header/DashboardHeader';

export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const dashboardRbac = useAppSelector((state) => selectFeatureFlag(state, 'DASHBOARD_RBAC'));
  const escapeMarkdownHtml = useAppSelector((state) => selectFeatureFlag(state, 'ESCAPE_MARKDOWN_HTML'));
  // Field by field: a chart starting its query must not re-render the whole page.
  const loadStatus = useAppSelector((state) => state.dashboardState.loadStatus);
  const loadError = useAppSelector((state) => state.dashboardState.loadError);
  const info = useAppSelector((state) => state.dashboardState.info);
  const isPublished = useAppSelector((state) => state.dashboardState.isPublished);
  const refreshFrequency = useAppSelector((state) => state.dashboardState.refreshFrequency);
  const sliceIds = useAppSelector((state) => state.dashboardState.sliceIds);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const [openDialog, setOpenDialog] = useState<OpenDashboardDialog>(null);
  const chrome = dashboardChrome(location.search);
  const permalinkKey = new URLSearchParams(location.search).get(PERMALINK_KEY_PARAM);

  useEffect(() => {
    const focusedChartId = focusedChartParam(location.search);
    void dispatch(
      loadDashboard({
        idOrSlug,
        permalinkKey,
        hash: decodeURIComponent(location.hash.replace(/^#/, '')),
        focusedChartId,
        search: location.search,
      }),
    );
    if (focusedChartId !== null) {
      // Read once: a reload or a shared address should not focus it again.
      navigate(
        {
          pathname: location.pathname,
          search: searchWithout(location.search, [FOCUSED_CHART_PARAM]),
          hash: location.hash,
        },
        { replace: true },
      );
    }
    // Only a different dashboard (or permalink) reloads; the address's own rewrites do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, idOrSlug, permalinkKey]);

  useAutoRefresh();
  useAnchorScroll();

  const permissions = useMemo(
    () => dashboardPermissions(user, info?.owners ?? [], dashboardRbac),
    [user, info?.owners, dashboardRbac],
  );

  const loadedId = loadStatus === 'loaded' ? info?.id : undefined;
  const wantsEditMode = editModeRequested(location.search);
  useEffect(() => {
    if (loadedId !== undefined) dispatch(logEvent(LOG_ACTIONS_MOUNT_DASHBOARD, { mount_duration: logTimestamp() }));
  }, [dispatch, loadedId]);
  useEffect(() => {
    if (loadedId === undefined || !wantsEditMode) return;
    if (permissions.canEdit) dispatch(editModeChanged(true));
    else dispatch(addDangerToast(NO_PERMISSIONS_TO_EDIT_DASHBOARD));
    // Once per dashboard loaded: leaving edit mode later must not re-enter it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId]);

  const wasEditing = useRef(false);
  useEffect(() => {
    const leftEditMode = wasEditing.current && !editMode;
    wasEditing.current = editMode;
    if (!leftEditMode || !info) return;
    // Saved or discarded: a reload shows the dashboard rather than editing it again, under its
    // saved slug (a save may have changed it).
    const pathStillNamesIt = idOrSlug === String(info.id) || idOrSlug === info.slug;
    const path = pathStillNamesIt ? location.pathname : dashboardPath(info);
    const address = `${path}${searchWithout(location.search, [EDIT_PARAM])}${location.hash}`;
    if (address !== `${location.pathname}${location.search}${location.hash}`) navigate(address, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editMode]);

  if (loadStatus === 'failed' && loadError) {
    return <ErrorBox error={loadError} source="dashboard" />;
  }
  if (loadStatus !== 'loaded' || !info) return <Spin style={{ margin: 48 }} data-test="dashboard-loading" />;

  return (
    <div data-test="dashboard-page" data-dashboard-id={info.id}>
      <DashboardCss css={info.css} />
      {chrome.hideTitle ? null : (
        <DashboardHeader
          info={info}
          isPublished={isPublished}
          permissions={permissions}
          refreshFrequency={refreshFrequency}
          onRefresh={() => dispatch(refreshDashboardCharts(sliceIds))}
          onRefreshFrequencyChange={(seconds) => dispatch(refreshFrequencyChanged(seconds))}
          onEditProperties={permissions.canEdit ? () => setOpenDialog('properties') : undefined}
          onEditCss={permissions.canEdit ? () => setOpenDialog('css') : undefined}
          editMode={editMode}
          onEditDashboard={() => dispatch(editModeChanged(true))}
        />
      )}
      <DashboardFiltersFrame dashboardId={info.id} canEdit={permissions.canEdit} editMode={editMode}>
        <DashboardGrid
          hideTabs={chrome.hideTabs}
          hideChartControls={chrome.hideChartControls}
          escapeMarkdownHtml={escapeMarkdownHtml}
          permissions={permissions}
          editMode={editMode}
        />
      </DashboardFiltersFrame>
      {permissions.canEdit ? (
        <DashboardPropertiesDialogs dashboardId={info.id} open={openDialog} onClose={() => setOpenDialog(null)} />
      ) : null}
    </div>
  );
}
