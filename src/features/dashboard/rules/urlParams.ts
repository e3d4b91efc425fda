/**
 * The dashboard's URL parameters (spec charts §2, reference §3.2): `standalone` 0–3, the `uiConfig`
 * bit mask (1 title, 2 tabs, 4 nav, 8 chart controls), `focused_chart`, `permalink_key`,
 * `native_filters_key`, and `edit=true` (open in edit mode).
 */
const STANDALONE_HIDE_NAV = 1;
const STANDALONE_HIDE_NAV_AND_TITLE = 2;
const STANDALONE_REPORT = 3;

const UI_CONFIG_HIDE_TITLE = 1;
const UI_CONFIG_HIDE_TABS = 2;
const UI_CONFIG_HIDE_NAV = 4;
const UI_CONFIG_HIDE_CHART_CONTROLS = 8;

export const FOCUSED_CHART_PARAM = 'focused_chart';
export const PERMALINK_KEY_PARAM = 'permalink_key';
const STANDALONE_PARAM = 'standalone';
const UI_CONFIG_PARAM = 'uiConfig';
export const EDIT_PARAM = 'edit';

interface DashboardChrome {
  hideNav: boolean;
  hideTitle: boolean;
  hideTabs: boolean;
  hideChartControls: boolean;
  standaloneMode: number;
}

function integerParam(params: URLSearchParams, name: string): number {
  const raw = params.get(name);
  if (raw === 'true') return 1;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function dashboardChrome(search: string): DashboardChrome {
  const params = new URLSearchParams(search);
  const standalone = Math.min(integerParam(params, STANDALONE_PARAM), STANDALONE_REPORT);
  const uiConfig = integerParam(params, UI_CONFIG_PARAM);
  return {
    standaloneMode: standalone,
    hideNav: standalone >= STANDALONE_HIDE_NAV || (uiConfig & UI_CONFIG_HIDE_NAV) !== 0,
    hideTitle: standalone >= STANDALONE_HIDE_NAV_AND_TITLE || (uiConfig & UI_CONFIG_HIDE_TITLE) !== 0,
    hideTabs: (uiConfig & UI_CONFIG_HIDE_TABS) !== 0,
    hideChartControls: standalone === STANDALONE_REPORT || (uiConfig & UI_CONFIG_HIDE_CHART_CONTROLS) !== 0,
  };
}

/** For the app frame: whether the dashboard's URL hides the navigation bar. */
export function isNavHiddenByUrl(search: string): boolean {
  return dashboardChrome(search).hideNav;
}

/** The chart id of `focused_chart`, or null. */
export function focusedChartParam(search: string): number | null {
  const value = Number(new URLSearchParams(search).get(FOCUSED_CHART_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The search string without `names` ('' when nothing is left). */
export function searchWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The URL parameters a permalink keeps ([name, value] pairs), without the ones the page consumes. */
export function permalinkUrlParams(search: string): [string, string][] {
  const params = new URLSearchParams(searchWithout(search, [PERMALINK_KEY_PARAM, FOCUSED_CHART_PARAM, EDIT_PARAM]));
  return [...params.entries()];
}

/** Whether the address asks for edit mode (`edit=true`). */
export function editModeRequested(search: string): boolean {
  return new URLSearchParams(search).get(EDIT_PARAM) === 'true';
}
