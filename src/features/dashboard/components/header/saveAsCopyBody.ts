/**
 * What 'Save as' posts to /api/v1/dashboard/{id}/copy/, as Superset's saveDashboardRequest does for
 * a new dashboard: the new title, the CSS, whether to duplicate the charts, and json_metadata: the
 * dashboard's metadata with the layout shown as `positions`, the defaults Superset fills in, and
 * the legacy filter-box state (none here: '{}' and {}).
 */
import type { DashboardCopyBody, DashboardInfo } from '../../../../api/dashboards';
import type { DashboardLayout } from '../../dashboardLayoutSlice';
import { UNTITLED_DASHBOARD_TITLE } from '../../layout/layoutConstants';

/** The title a dashboard shows: '[ untitled dashboard ]' when it has none. */
export function shownDashboardTitle(info: Pick<DashboardInfo, 'dashboard_title'>): string {
  return info.dashboard_title.trim() || UNTITLED_DASHBOARD_TITLE;
}

/** The name 'Save as' proposes: '<title> [copy]'. */
export function defaultCopyTitle(info: Pick<DashboardInfo, 'dashboard_title'>): string {
  return `${shownDashboardTitle(info)} [copy]`;
}

/** The layout as position_json stores it: Superset marks it with its version. */
const LAYOUT_VERSION = { DASHBOARD_VERSION_KEY: 'v2' };

export function saveAsCopyBody(
  info: Pick<DashboardInfo, 'css' | 'metadata'>,
  layout: DashboardLayout,
  title: string,
  duplicateSlices: boolean,
): DashboardCopyBody {
  const { metadata } = info;
  const jsonMetadata = {
    ...metadata,
    positions: { ...layout, ...LAYOUT_VERSION },
    color_scheme: metadata.color_scheme || '',
    color_scheme_domain: metadata.color_scheme_domain ?? [],
    expanded_slices: metadata.expanded_slices ?? {},
    label_colors: metadata.label_colors ?? {},
    shared_label_colors: metadata.shared_label_colors ?? [],
    // The view's auto-refresh is for this session only: the stored frequency is copied.
    refresh_frequency: metadata.refresh_frequency || 0,
    timed_refresh_immune_slices: metadata.timed_refresh_immune_slices ?? [],
    default_filters: '{}',
    filter_scopes: {},
  };
  return {
    dashboard_title: title || UNTITLED_DASHBOARD_TITLE,
    css: info.css || '',
    duplicate_slices: duplicateSlices,
    json_metadata: JSON.stringify(jsonMetadata),
  };
}
