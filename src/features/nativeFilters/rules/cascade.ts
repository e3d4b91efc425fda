/**
 * Cascading filters (reference §4.5): a child lists its parents in `cascadeParentIds`; a chain
 * that comes back to itself can never resolve, so the configuration modal refuses it and focuses
 * the first filter caught in a cycle.
 */
import type { NativeFilterConfig } from './filterTypes';

type CascadeNode = Pick<NativeFilterConfig, 'id' | 'cascadeParentIds'>;

/** The first filter, in the filters' order, that lies on a dependency cycle; null when none does. */
export function cascadeCycle(filters: readonly CascadeNode[]): string | null {
  const parentsOf = new Map(filters.map((filter) => [filter.id, filter.cascadeParentIds ?? []]));
  const reachesItself = (start: string): boolean => {
    const seen = new Set<string>();
    const pending = [...(parentsOf.get(start) ?? [])];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (id === start) return true;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(parentsOf.get(id) ?? []));
    }
    return false;
  };
  return filters.find((filter) => reachesItself(filter.id))?.id ?? null;
}
