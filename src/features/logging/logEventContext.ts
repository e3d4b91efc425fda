/**
 * Where an event happened, read from the app state as Superset's logger middleware reads it: the
 * dashboard shown (source `dashboard`), the chart in Explore (`explore`) or the SQL Lab tab
 * (`sqlLab`). The state is read structurally, so the logger depends on no other feature.
 */
export interface LoggerRootState {
  dashboardState?: { info: { id: number } | null };
  dashboardLayout?: { present?: Record<string, { meta?: Record<string, unknown> } | undefined> };
  explore?: { slice: { slice_id?: number | null } | null };
  sqlLab?: {
    queryEditors: { id: string; dbId: number | null; schema: string | null }[];
    tabHistory: string[];
  };
}

type EventContext = Record<string, unknown>;

export function eventContext(state: LoggerRootState, path: string): EventContext {
  const dashboardId = state.dashboardState?.info?.id;
  const isEmbedded = path.includes('/embedded/');
  if (dashboardId && (path.includes('/dashboard/') || isEmbedded)) {
    return {
      source: isEmbedded ? 'embedded_dashboard' : 'dashboard',
      source_id: dashboardId,
      dashboard_id: dashboardId,
    };
  }
  if (path.includes('/explore/')) {
    const sliceId = state.explore?.slice?.slice_id ?? null;
    return { source: 'explore', source_id: sliceId ?? 0, ...(sliceId ? { slice_id: sliceId } : {}) };
  }
  if (path.includes('/sqllab/') && state.sqlLab) {
    const activeId = state.sqlLab.tabHistory[state.sqlLab.tabHistory.length - 1];
    const editor = state.sqlLab.queryEditors.find((candidate) => candidate.id === activeId);
    return { source: 'sqlLab', source_id: editor?.id, db_id: editor?.dbId, schema: editor?.schema };
  }
  return {};
}

/** The chart name or the tab/header text of the layout item an event targets. */
export function targetName(state: LoggerRootState, targetId: unknown): string | undefined {
  if (typeof targetId !== 'string') return undefined;
  const meta = state.dashboardLayout?.present?.[targetId]?.meta;
  if (!meta) return undefined;
  const name = meta.chartId ? meta.sliceName : meta.text;
  return typeof name === 'string' ? name : undefined;
}
