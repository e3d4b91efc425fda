/**
 * GET /api/v1/dashboard/{id_or_slug}/tabs: the layout's tabs as Superset's
 * get_tabs_for_dashboard gives them — every TAB's title by id, and the tree of tabs (nested tabs
 * as children, each node with the ids of the tabs above it).
 */

interface TabNode {
  value: string;
  title: string;
  parents: string[];
  children: TabNode[];
}

interface DashboardTabs {
  all_tabs: Record<string, string>;
  tab_tree: TabNode[];
}

interface Component {
  type?: unknown;
  children?: unknown;
  meta?: { text?: unknown; defaultText?: unknown };
}

function componentOf(layout: Record<string, unknown>, id: string): Component | null {
  const value = layout[id];
  return typeof value === 'object' && value !== null ? (value as Component) : null;
}

function childIds(component: Component): string[] {
  return Array.isArray(component.children)
    ? component.children.filter((child): child is string => typeof child === 'string')
    : [];
}

export function dashboardTabs(positionJson: string | null): DashboardTabs {
  const result: DashboardTabs = { all_tabs: {}, tab_tree: [] };
  let layout: Record<string, unknown>;
  try {
    const parsed: unknown = positionJson ? JSON.parse(positionJson) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return result;
    layout = parsed as Record<string, unknown>;
  } catch {
    return result;
  }
  const visited = new Set<string>();
  const walk = (id: string, parents: string[]): TabNode[] => {
    if (visited.has(id)) return [];
    visited.add(id);
    const component = componentOf(layout, id);
    if (!component) return [];
    if (component.type === 'TAB') {
      const text = component.meta?.text ?? component.meta?.defaultText;
      const title = typeof text === 'string' ? text : '';
      result.all_tabs[id] = title;
      const children = childIds(component).flatMap((child) => walk(child, [...parents, id]));
      return [{ value: id, title, parents, children }];
    }
    return childIds(component).flatMap((child) => walk(child, parents));
  };
  result.tab_tree = walk('ROOT_ID', []);
  return result;
}
