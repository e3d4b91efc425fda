/**
 * Saving edit mode (reference §3.3, §4.4): one full-object PUT — title, slug, owners, roles (with
 * DASHBOARD_RBAC), certification, CSS and the whole metadata with the layout as `positions` — then
 * the undo history is cleared and edit mode ends. With CONFIRM_DASHBOARD_DIFF on, the server's copy
 * is read first: when someone saved since this page read it, what would be overwritten is handed
 * back for confirmation instead of saving.
 */
import { ActionCreators } from 'redux-undo';
import { dashboardPutBody, dashboardPropertiesApi } from '../../../api/dashboardProperties';
import { dashboardsApi, type DashboardInfo } from '../../../api/dashboards';
import { getClientErrorObject } from '../../../api/errors';
import { dashboardSaveErrorText } from '../../dashboardProperties';
import { selectFeatureFlag } from '../../shell';
import { addDangerToast, addSuccessToast } from '../../toasts';
import type { DashboardLayout } from '../dashboardLayoutSlice';
import { HEADER_ID, UNTITLED_DASHBOARD_TITLE } from '../layout/layoutConstants';
import {
  overwriteItems,
  remoteChangedSince,
  type DashboardSaveValues,
  type OverwriteItem,
} from '../rules/overwriteDiff';
import { dashboardInfoChanged, dashboardSaved, dashboardSaveFailed, dashboardSaveStarted } from './dashboardStateSlice';
import { filterScopesRecomputed } from '../../nativeFilters';
import type { DashboardThunk } from './dashboardThunkTypes';
import { readOnce } from './readOnce';

/** Superset's layout version marker, which every stored layout carries. */
const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
const DASHBOARD_VERSION = 'v2';
const SAVED_TEXT = 'This dashboard was saved successfully.';

export type DashboardSaveOutcome =
  | { status: 'saved' }
  | { status: 'failed'; message: string }
  | { status: 'confirm'; items: OverwriteItem[]; updatedAt: string; updatedBy: string };

/** The layout as stored: the title header follows the title, the version key is added back. */
function positionsForSave(layout: DashboardLayout, title: string): Record<string, unknown> {
  const header = layout[HEADER_ID];
  return {
    ...layout,
    ...(header ? { [HEADER_ID]: { ...header, meta: { ...header.meta, text: title } } } : {}),
    [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION,
  };
}

function saveValues(info: DashboardInfo, layout: DashboardLayout): DashboardSaveValues {
  const title = info.dashboard_title.trim() === '' ? UNTITLED_DASHBOARD_TITLE : info.dashboard_title;
  return {
    dashboard_title: info.dashboard_title,
    slug: info.slug,
    css: info.css,
    metadata: info.metadata,
    positions: positionsForSave(layout, title),
  };
}

export function saveDashboardEdits(
  options: { overwriteConfirmed?: boolean } = {},
): DashboardThunk<Promise<DashboardSaveOutcome>> {
  return async (dispatch, getState) => {
    const state = getState();
    const info = state.dashboardState.info;
    if (!info) return { status: 'failed', message: dashboardSaveErrorText(undefined, 'layout') };
    const layout = state.dashboardLayout.present;
    const values = saveValues(info, layout);
    const body = dashboardPutBody(
      {
        dashboard_title: values.dashboard_title,
        slug: values.slug ?? '',
        owners: info.owners.map((owner) => owner.id),
        roles: (info.roles ?? []).map((role) => role.id),
        certified_by: info.certified_by ?? '',
        certification_details: info.certification_details ?? '',
        css: values.css,
        json_metadata: JSON.stringify({ ...values.metadata, positions: values.positions }),
      },
      { dashboardRbac: selectFeatureFlag(state, 'DASHBOARD_RBAC') },
    );

    const confirmsDiff = selectFeatureFlag(state, 'CONFIRM_DASHBOARD_DIFF');
    const readServerCopy = () =>
      readOnce(dispatch(dashboardsApi.endpoints.getDashboard.initiate(info.id, { forceRefetch: true })));

    dispatch(dashboardSaveStarted());
    try {
      if (confirmsDiff && !options.overwriteConfirmed) {
        const remote = await readServerCopy();
        const items = remoteChangedSince(remote, info) ? overwriteItems(remote, values) : [];
        if (items.length > 0) {
          dispatch(dashboardSaveFailed());
          return {
            status: 'confirm',
            items,
            updatedAt: remote.changed_on ?? '',
            updatedBy: remote.changed_by_name ?? '',
          };
        }
      }
      const saved = await dispatch(
        dashboardPropertiesApi.endpoints.saveDashboardProperties.initiate({ id: info.id, body }),
      ).unwrap();
      dispatch(ActionCreators.clearHistory());
      dispatch(dashboardSaved({ info: { dashboard_title: saved.dashboard_title, slug: saved.slug }, layout }));
      // Charts moved between tabs fall in or out of filters' scopes.
      dispatch(filterScopesRecomputed(layout));
      dispatch(addSuccessToast(SAVED_TEXT));
      // The server's new change time, which the next save compares against (only the diff check reads it).
      const reread = confirmsDiff ? await readServerCopy().catch(() => null) : null;
      if (reread)
        dispatch(dashboardInfoChanged({ changed_on: reread.changed_on, changed_by_name: reread.changed_by_name }));
      return { status: 'saved' };
    } catch (caught) {
      dispatch(dashboardSaveFailed());
      const message = dashboardSaveErrorText(await getClientErrorObject(caught), 'layout');
      dispatch(addDangerToast(message));
      return { status: 'failed', message };
    }
  };
}
