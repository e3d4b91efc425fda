/**
 * The partial metadata writes of Superset 4.1+, as UpdateDashboardNativeFiltersCommand and
 * UpdateDashboardColorsConfigCommand do them: the native filters changed by id (modified, deleted,
 * reordered) and the colour keys merged, the rest of `json_metadata` left as stored. The same
 * access rule as the full update (the list filter: 404; owners and admins: 403). Only
 * `json_metadata` is written, in one statement, and only when its text changes.
 */
import { isDeepStrictEqual } from 'node:util';
import { forbidden, notFound } from '../../errors';
import type { DashboardRecord } from '../../store/dashboards';
import { DatasourceResolver } from '../chart/chartAccess';
import { parseJsonObject } from '../chart/chartFormData';
import { canEditDashboard, listedDashboard } from './dashboardAccess';
import type { DashboardCommandContext } from './dashboardCommands';
import { pythonJson, type Metadata } from './dashboardMetadata';

/** The body of PUT /api/v1/dashboard/{pk}/filters once loaded. */
export interface NativeFilterChanges {
  modified?: Array<Record<string, unknown>>;
  deleted?: string[];
  reordered?: string[];
}

/** The body of PUT /api/v1/dashboard/{pk}/colors once loaded. */
export interface DashboardColors {
  color_namespace?: string | null;
  color_scheme?: string | null;
  label_colors?: Record<string, unknown>;
  shared_label_colors?: string[];
  map_label_colors?: Record<string, unknown>;
  color_scheme_domain?: string[];
}

/**
 * The keys update_colors_config merges, in its order (a new key lands at the end in this order).
 * `color_namespace` is accepted by the body but not among them: Superset leaves it to the full save.
 */
const MERGED_COLOR_KEYS = [
  'color_scheme_domain',
  'color_scheme',
  'shared_label_colors',
  'map_label_colors',
  'label_colors',
] as const;

function idOf(filter: unknown): unknown {
  return typeof filter === 'object' && filter !== null && !Array.isArray(filter)
    ? (filter as Record<string, unknown>).id
    : undefined;
}

/**
 * update_native_filters_config: deleted ids go, a modified filter replaces the stored one of its id
 * (or is appended), and a non-empty `reordered` sets the order — filters it does not name are
 * dropped, new ones it forgot go last. Ids compare as Python's `==` on JSON values. Where Superset
 * fails (a filter without an id while reordering) the filter is dropped; a repeated id in
 * `reordered` counts once, so no filter is stored twice.
 */
function applyNativeFilterChanges(current: readonly unknown[], changes: NativeFilterChanges): unknown[] {
  const modified = changes.modified ?? [];
  const deleted = changes.deleted ?? [];
  const updated: unknown[] = [];
  for (const filter of current) {
    const id = idOf(filter);
    if (deleted.some((deletedId) => isDeepStrictEqual(deletedId, id))) continue;
    updated.push(modified.find((candidate) => isDeepStrictEqual(candidate.id, id)) ?? filter);
  }
  const order: unknown[] = [...new Set(changes.reordered ?? [])];
  for (const filter of modified) {
    if (updated.some((kept) => isDeepStrictEqual(idOf(kept), filter.id))) continue;
    updated.push(filter);
    if (order.length > 0 && !order.some((id) => isDeepStrictEqual(id, filter.id))) order.push(filter.id);
  }
  if (order.length === 0) return updated;
  const byId = new Map<unknown, unknown>();
  for (const filter of updated) {
    const id = idOf(filter);
    if (id !== undefined) byId.set(id, filter);
  }
  return order.filter((id) => byId.has(id)).map((id) => byId.get(id));
}

/** update_colors_config: each colour key the body holds replaces the stored one. */
function mergeColors(metadata: Metadata, colors: DashboardColors): Metadata {
  const merged: Metadata = { ...metadata };
  for (const key of MERGED_COLOR_KEYS) if (colors[key] !== undefined) merged[key] = colors[key];
  return merged;
}

/** The dashboard the user may change: through the list filter (404), then owners and admins (403). */
async function editableDashboard(context: DashboardCommandContext, id: number): Promise<DashboardRecord> {
  const dashboard = await listedDashboard(context.app, context.user, id, new DatasourceResolver(context.app));
  if (!canEditDashboard(context.user, dashboard)) throw forbidden();
  return dashboard;
}

/**
 * Stores the metadata as Superset's json.dumps writes it. Unchanged text is no write at all (as an
 * ORM flush of an equal value); `markUpdated` false keeps changed_on and changed_by as they were.
 */
async function writeMetadata(
  context: DashboardCommandContext,
  dashboard: DashboardRecord,
  metadata: Metadata,
  markUpdated: boolean,
): Promise<void> {
  const text = pythonJson(metadata);
  if (text === dashboard.json_metadata) return;
  const { app, user } = context;
  if (markUpdated) {
    if (!(await app.store.dashboards.update(dashboard.id, { json_metadata: text }, user.id))) throw notFound();
    return;
  }
  await app.store.dashboards.replaceMetadataUnstamped(dashboard.id, text);
}

/** PUT /api/v1/dashboard/{pk}/filters: the new native_filter_configuration. An empty body changes nothing. */
export async function updateNativeFiltersCommand(
  context: DashboardCommandContext,
  id: number,
  changes: NativeFilterChanges,
): Promise<unknown[]> {
  const dashboard = await editableDashboard(context, id);
  const metadata = parseJsonObject(dashboard.json_metadata);
  const stored = Array.isArray(metadata.native_filter_configuration) ? metadata.native_filter_configuration : [];
  // Superset fails on a body without any key; here it is a change of nothing.
  if (Object.keys(changes).length === 0) return stored;
  const configuration = applyNativeFilterChanges(stored, changes);
  await writeMetadata(context, dashboard, { ...metadata, native_filter_configuration: configuration }, true);
  return configuration;
}

/** PUT /api/v1/dashboard/{pk}/colors. */
export async function updateColorsCommand(
  context: DashboardCommandContext,
  id: number,
  colors: DashboardColors,
  markUpdated: boolean,
): Promise<void> {
  const dashboard = await editableDashboard(context, id);
  await writeMetadata(context, dashboard, mergeColors(parseJsonObject(dashboard.json_metadata), colors), markUpdated);
}
