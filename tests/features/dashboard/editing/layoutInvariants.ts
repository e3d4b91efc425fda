/**
 * What every layout an edit produces must satisfy (reference §3.4, §4.1–§4.3), as a list of
 * problems (empty when sound). Written independently of the code under test, from the reference.
 */
import type { DashboardLayout } from '../../../../src/features/dashboard/dashboardLayoutSlice';

const MAX_PARENT_DEPTH: Record<string, Record<string, number>> = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, DIVIDER: 5, HEADER: 5, COLUMN: 3, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
};

const SIZED = ['CHART', 'MARKDOWN'];

/**
 * `emptyRowsAllowed`: rows that may be empty, such as a row just added from the builder pane (only
 * a row left empty by a move or delete must go).
 */
export function layoutProblems(layout: DashboardLayout, emptyRowsAllowed: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const root = layout.ROOT_ID;
  if (!root) return ['no ROOT_ID'];
  const topLevelId = root.children[0];
  const topLevelTabs = topLevelId !== undefined && layout[topLevelId]?.type === 'TABS';
  if (root.children.length !== 1) problems.push(`ROOT has ${root.children.length} children`);

  const holder = new Map<string, string>();
  const depth = new Map<string, number>([['ROOT_ID', 0]]);
  const columnWidthAbove = new Map<string, number>([['ROOT_ID', 12]]);
  const visit = (id: string, path: string[]) => {
    const component = layout[id]!;
    if (id !== 'ROOT_ID' && JSON.stringify(component.parents) !== JSON.stringify(path)) {
      problems.push(`${id}: parents ${JSON.stringify(component.parents)} but path ${JSON.stringify(path)}`);
    }
    const d = depth.get(id)!;
    for (const child of component.children) {
      if (path.includes(child) || child === id) {
        problems.push(`cycle through ${child}`);
        continue;
      }
      const childComponent = layout[child];
      if (!childComponent) {
        problems.push(`${id} lists missing child ${child}`);
        continue;
      }
      if (holder.has(child)) {
        problems.push(`${child} held by ${holder.get(child)} and ${id}`);
        continue;
      }
      holder.set(child, id);
      const valid =
        component.type === 'TABS'
          ? childComponent.type === 'TAB'
          : (MAX_PARENT_DEPTH[component.type]?.[childComponent.type] ?? -1) >= d;
      if (!valid) problems.push(`${childComponent.type} ${child} in ${component.type} ${id} at depth ${d}`);
      const nestedTab = component.type === 'TAB' && !(topLevelTabs && layout[topLevelId!]!.children.includes(id));
      depth.set(child, component.type === 'TABS' || nestedTab ? d : d + 1);
      columnWidthAbove.set(
        child,
        component.type === 'COLUMN' ? Number(component.meta.width) : columnWidthAbove.get(id)!,
      );
      visit(child, [...path, id]);
    }
  };
  visit('ROOT_ID', []);

  for (const [id, component] of Object.entries(layout)) {
    if (component.id !== id) problems.push(`${id} has id ${component.id}`);
    const reachable = id === 'ROOT_ID' || holder.has(id);
    const exempt = id === 'HEADER_ID' || (id === 'GRID_ID' && topLevelTabs && component.children.length === 0);
    if (!reachable && !exempt) problems.push(`orphan ${id}`);
    if (!reachable) continue;
    if (component.type === 'ROW') {
      const total = component.children.reduce((sum, child) => sum + Number(layout[child]?.meta.width ?? 0), 0);
      const room = columnWidthAbove.get(id)!;
      if (total > room || total > 12) problems.push(`row ${id} is ${total} wide in ${room}`);
      if (component.children.length === 0 && !emptyRowsAllowed.has(id)) problems.push(`empty row ${id}`);
    }
    if (component.type === 'TABS' && component.children.length === 0) problems.push(`empty tabs ${id}`);
    if (['CHART', 'MARKDOWN', 'COLUMN'].includes(component.type)) {
      const width = component.meta.width;
      if (!Number.isInteger(width) || (width as number) < 1 || (width as number) > 12) {
        problems.push(`${id} width ${String(width)}`);
      }
    }
    if (SIZED.includes(component.type)) {
      const height = component.meta.height;
      if (!Number.isInteger(height) || (height as number) < 5 || (height as number) > 100) {
        problems.push(`${id} height ${String(height)}`);
      }
    }
  }
  return problems;
}
