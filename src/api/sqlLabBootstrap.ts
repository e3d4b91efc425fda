/** `GET /api/v1/sqllab/` (reference superset-api-sqllab §2.1, §9.2): what SQL Lab starts from. */
import { request } from './client';
import type { DatabaseInfo, ServerTabState } from './sqlLabTypes';

export interface TabStateSummary {
  id: string;
  label: string;
}

export interface SqlLabBootstrap {
  /** The user's server tabs in order (empty unless backend persistence is on). */
  tabs: TabStateSummary[];
  activeTab: ServerTabState | null;
  databases: DatabaseInfo[];
}

type RawTabSummary = { id: number | string; label?: string | null } | [number | string, string | null];

interface RawSqlLabBootstrap {
  result?: {
    tab_state_ids?: RawTabSummary[] | null;
    active_tab?: ServerTabState | null;
    databases?: Record<string, DatabaseInfo> | DatabaseInfo[] | null;
  };
}

/** Items may be `{id, label}` objects or `[id, label]` pairs. */
function tabSummary(raw: RawTabSummary): TabStateSummary {
  if (Array.isArray(raw)) return { id: String(raw[0]), label: raw[1] ?? '' };
  return { id: String(raw.id), label: raw.label ?? '' };
}

export async function fetchSqlLabBootstrap(): Promise<SqlLabBootstrap> {
  const { json } = await request<RawSqlLabBootstrap>({ endpoint: '/api/v1/sqllab/' });
  const result = json?.result ?? {};
  const databases = Array.isArray(result.databases) ? result.databases : Object.values(result.databases ?? {});
  const activeTab = result.active_tab ?? null;
  return {
    tabs: (result.tab_state_ids ?? []).map(tabSummary),
    activeTab: activeTab ? { ...activeTab, table_schemas: activeTab.table_schemas ?? [] } : null,
    databases,
  };
}
