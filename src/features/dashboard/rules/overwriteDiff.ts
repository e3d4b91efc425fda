/**
 * What a save would overwrite of someone else's save (spec charts §4: with the diff confirmation on,
 * a save first compares remote and local). Only asked when the dashboard changed on the server since
 * this page read it; then every field whose stored value differs from what this save sends is shown.
 */
import type { DashboardInfo } from '../../../api/dashboards';

export interface OverwriteItem {
  /** The field, as Superset names it (`json_metadata`, `position_json`, …). */
  keyPath: string;
  oldValue: string;
  newValue: string;
}

/** What a save sends, in the shape the comparison needs (parsed, positions apart from metadata). */
export interface DashboardSaveValues {
  dashboard_title: string;
  slug: string | null;
  css: string;
  metadata: Record<string, unknown>;
  positions: Record<string, unknown>;
}

/** JSON with object keys sorted, so key order never counts as a difference. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([left], [right]) =>
    left < right ? -1 : left > right ? 1 : 0,
  );
  return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(canonical(value), null, 2);
  return String(value);
}

/** The layout as compared: the server adds each chart's uuid and the version key when it stores it. */
function comparableLayout(layout: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const compared: Record<string, unknown> = {};
  for (const [id, component] of Object.entries(layout ?? {})) {
    if (typeof component !== 'object' || component === null) continue;
    const { meta, ...rest } = component as { meta?: Record<string, unknown> };
    const { uuid: _uuid, ...metaWithoutUuid } = meta ?? {};
    compared[id] = { ...rest, meta: metaWithoutUuid };
  }
  return compared;
}

export function remoteChangedSince(remote: Pick<DashboardInfo, 'changed_on'>, read: Pick<DashboardInfo, 'changed_on'>) {
  return remote.changed_on !== undefined && remote.changed_on !== read.changed_on;
}

export function overwriteItems(remote: DashboardInfo, next: DashboardSaveValues): OverwriteItem[] {
  const pairs: Array<[string, unknown, unknown]> = [
    ['dashboard_title', remote.dashboard_title, next.dashboard_title],
    ['slug', remote.slug, next.slug],
    ['css', remote.css, next.css],
    ['position_json', comparableLayout(remote.position_data), comparableLayout(next.positions)],
    ['json_metadata', remote.metadata, next.metadata],
  ];
  return pairs
    .map(([keyPath, oldValue, newValue]) => ({ keyPath, oldValue: shown(oldValue), newValue: shown(newValue) }))
    .filter((item) => item.oldValue !== item.newValue);
}
