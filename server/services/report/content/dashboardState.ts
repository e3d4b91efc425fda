/**
 * A dashboard report's saved page state (`extra.dashboard`: activeTabs, dataMask, anchor,
 * urlParams), stored as a dashboard permalink as Superset's report runs do: the message links to the
 * permalink and the screenshot opens the dashboard with it. An anchor holding a JSON list of tabs
 * gives one screenshot per tab.
 */
import type { FastifyInstance } from 'fastify';
import type { DashboardRecord } from '../../../store/dashboards';
import { dashboardPath } from './reportTarget';
import type { ScreenshotTarget } from './reportScreenshot';

/** The dashboard page's permalink parameter (the SPA's rules/urlParams.ts). */
const PERMALINK_KEY_PARAM = 'permalink_key';

interface DashboardState {
  activeTabs?: unknown;
  dataMask?: unknown;
  anchor?: unknown;
  urlParams?: unknown;
}

interface DashboardView {
  /** The path people follow: the permalink when there is a state, else the dashboard. */
  linkPath: string;
  targets: ScreenshotTarget[];
}

function savedState(extra: string): DashboardState | null {
  try {
    const parsed: unknown = JSON.parse(extra || '{}');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const state = (parsed as { dashboard?: unknown }).dashboard;
    return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as DashboardState) : null;
  } catch {
    return null;
  }
}

function isMeaningful(state: DashboardState): boolean {
  const filled = (value: unknown) =>
    Array.isArray(value)
      ? value.length > 0
      : typeof value === 'object' && value !== null
        ? Object.keys(value).length > 0
        : Boolean(value);
  return filled(state.anchor) || filled(state.urlParams) || filled(state.dataMask) || filled(state.activeTabs);
}

function urlParamPairs(value: unknown): [string, string][] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((pair): pair is unknown[] => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string')
    .map((pair) => [String(pair[0]), pair[1] === null || pair[1] === undefined ? '' : String(pair[1])]);
}

/** Tab anchors of a JSON list (`["TAB-1","TAB-2"]`), else the single anchor, else none. */
function anchorsOf(anchor: unknown): (string | null)[] {
  if (typeof anchor !== 'string' || anchor === '') return [null];
  try {
    const list: unknown = JSON.parse(anchor);
    if (Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string')) return list;
  } catch {
    // A plain anchor.
  }
  return [anchor];
}

export async function dashboardView(
  app: FastifyInstance,
  dashboard: DashboardRecord,
  extra: string,
  executorId: number,
): Promise<DashboardView> {
  const path = dashboardPath(dashboard.id);
  const state = savedState(extra);
  if (!state || !isMeaningful(state)) {
    return { linkPath: path, targets: [{ kind: 'dashboard', path, search: new URLSearchParams(), anchor: null }] };
  }
  const anchors = anchorsOf(state.anchor);
  const keys: string[] = [];
  for (const anchor of anchors) {
    const permalinkState: Record<string, unknown> = {
      dataMask: state.dataMask ?? null,
      activeTabs: state.activeTabs ?? null,
      anchor,
      urlParams: state.urlParams ?? null,
    };
    keys.push(
      await app.store.dashboardPermalinks.keyFor({ dashboardId: dashboard.uuid, state: permalinkState }, executorId),
    );
  }
  const params = urlParamPairs(state.urlParams).filter(([name]) => name !== 'standalone');
  const targets: ScreenshotTarget[] = anchors.map((anchor, index) => {
    const search = new URLSearchParams(params);
    search.set(PERMALINK_KEY_PARAM, keys[index]);
    return { kind: 'dashboard', path, search, anchor };
  });
  return { linkPath: `/superset/dashboard/p/${keys[0]}/`, targets };
}
