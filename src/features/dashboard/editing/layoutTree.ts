/**
 * The layout as a tree walked from ROOT: who holds whom, what lies under a component, and the
 * `parents` lists recomputed after an edit (stored lists may be stale; the walk is the truth).
 */
import type { DashboardLayout, LayoutComponent } from '../dashboardLayoutSlice';
import { ROOT_ID } from '../layout/layoutConstants';

/** Each reachable component's container. The first holder wins, so a shared child cannot loop the walk. */
export function parentMap(layout: DashboardLayout): Map<string, string> {
  const parents = new Map<string, string>();
  const pending = [ROOT_ID];
  while (pending.length > 0) {
    const id = pending.pop()!;
    for (const child of layout[id]?.children ?? []) {
      if (parents.has(child) || child === ROOT_ID || !layout[child]) continue;
      parents.set(child, id);
      pending.push(child);
    }
  }
  return parents;
}

/** `id` and every component below it. */
export function subtreeIds(layout: DashboardLayout, id: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next) || !layout[next]) continue;
    seen.add(next);
    ids.push(next);
    pending.push(...layout[next].children);
  }
  return ids;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The layout with every reachable component's `parents` set to its path from ROOT (root first). */
function withParentsUpdated(layout: DashboardLayout): DashboardLayout {
  const next: DashboardLayout = { ...layout };
  const visit = (id: string, path: string[]) => {
    const component = next[id];
    if (!component) return;
    if (id !== ROOT_ID && !sameList(component.parents, path)) next[id] = { ...component, parents: path };
    const childPath = [...path, id];
    for (const child of component.children) visit(child, childPath);
  };
  visit(ROOT_ID, []);
  return next;
}

/** A copy-on-write working set: an edit changes components here, never the layout it started from. */
export class LayoutDraft {
  private readonly next: DashboardLayout;

  constructor(base: DashboardLayout) {
    this.next = { ...base };
  }

  get(id: string): LayoutComponent | undefined {
    return this.next[id];
  }

  has(id: string): boolean {
    return id in this.next;
  }

  put(component: LayoutComponent): void {
    this.next[component.id] = component;
  }

  setChildren(id: string, children: string[]): void {
    this.next[id] = { ...this.next[id]!, children };
  }

  setMeta(id: string, meta: Record<string, unknown>): void {
    this.next[id] = { ...this.next[id]!, meta };
  }

  /** Takes `childId` out of `parentId`'s children. */
  detach(parentId: string, childId: string): void {
    this.setChildren(
      parentId,
      this.next[parentId]!.children.filter((id) => id !== childId),
    );
  }

  insert(parentId: string, index: number, childId: string): void {
    const children = [...this.next[parentId]!.children];
    children.splice(index, 0, childId);
    this.setChildren(parentId, children);
  }

  /** Deletes `id` and everything below it (not its place in its parent: see `detach`). */
  removeSubtree(id: string): void {
    for (const member of subtreeIds(this.next, id)) delete this.next[member];
  }

  /** The finished layout, `parents` recomputed. */
  result(): DashboardLayout {
    return withParentsUpdated(this.next);
  }

  snapshot(): DashboardLayout {
    return this.next;
  }
}
