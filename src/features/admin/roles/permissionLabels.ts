import type { PermissionResource } from '../../../api/securityAdmin';

/**
 * A pair as people read it: 'can read on Chart', 'datasource access on [examples].[orders](id:7)'.
 * Only the permission loses its underscores: a view's name may be a table's.
 */
export function permissionPairLabel(pair: PermissionResource): string {
  return `${pair.permission.name.replace(/_/g, ' ')} on ${pair.view_menu.name}`;
}

export interface PermissionOption {
  value: number;
  label: string;
}

/** Every pair as a select option, by label. */
export function permissionOptionsOf(pairs: PermissionResource[]): PermissionOption[] {
  return pairs
    .map((pair) => ({ value: pair.id, label: permissionPairLabel(pair) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

interface PermissionGroup {
  /** The view (resource) the permissions are on. */
  view: string;
  permissions: { id: number; name: string }[];
}

/**
 * A role's pairs grouped by view, views and permissions in alphabetical order. Ids the catalog
 * does not know are grouped under '' (the caller shows them by id). With `search`, only pairs
 * whose readable label contains it (any case) are kept.
 */
export function groupPermissionsByView(
  ids: number[],
  byId: ReadonlyMap<number, PermissionResource>,
  search = '',
): PermissionGroup[] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, PermissionGroup>();
  for (const id of ids) {
    const pair = byId.get(id);
    const view = pair?.view_menu.name ?? '';
    const name = pair ? pair.permission.name.replace(/_/g, ' ') : `#${id}`;
    if (needle && !(pair ? permissionPairLabel(pair) : name).toLowerCase().includes(needle)) continue;
    const group = groups.get(view) ?? { view, permissions: [] };
    group.permissions.push({ id, name });
    groups.set(view, group);
  }
  for (const group of groups.values()) group.permissions.sort((a, b) => a.name.localeCompare(b.name));
  return [...groups.values()].sort((a, b) => a.view.localeCompare(b.view));
}

/** True when both hold the same ids, whatever their order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}
