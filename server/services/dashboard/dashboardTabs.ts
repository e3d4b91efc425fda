/**
 * GET /api/v1/dashboard/{id_or_slug}/tabs: the layout's tabs as Superset's Dashboard.tabs gives
 * them — every TAB's title by id, and the tree of tabs (tabs inside a tab's TABS as its children,
 * each node with the `parents` its layout component carries) — and the native filters by the tabs
 * in their scope (`all` holds every filter). Only ROOT, GRID, TABS and TAB are walked, as Superset
 * walks them: tabs inside a column are not listed.
 */

interface TabNode {
  value: string;
  title: string;
  parents?: string[];
  children: TabNode[];
}

interface DashboardTabs {
  all_tabs?: Record<string, string>;
  tab_tree?: TabNode[];
  native_filters: Record<string, unknown[]>;
}

interface Component {
  type?: unknown;
  children?: unknown;
  parents?: unknown;
  meta?: { text?: unknown; defaultText?: unknown };
}

function parseObject(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
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

/** get_native_filter_configuration: filters by each tab of their `tabsInScope`, and all of them. */
function nativeFiltersByTab(jsonMetadata: string | null): Record<string, unknown[]> {
  const filters = parseObject(jsonMetadata).native_filter_configuration;
  const byTab: Record<string, unknown[]> = {};
  if (!Array.isArray(filters)) return byTab;
  for (const filter of filters) {
    const tabs = (filter as { tabsInScope?: unknown } | null)?.tabsInScope;
    if (Array.isArray(tabs)) for (const tab of tabs) (byTab[String(tab)] ??= []).push(filter);
    (byTab.all ??= []).push(filter);
  }
  return byTab;
}

export function dashboardTabs(positionJson: string | null, jsonMetadata: string | null): DashboardTabs {
  const native_filters = nativeFiltersByTab(jsonMetadata);
  const layout = parseObject(positionJson);
  if (Object.keys(layout).length === 0) return { native_filters };
  const all_tabs: Record<string, string> = {};
  const visited = new Set<string>();
  // Tabs found under `id`, whose tab ancestors are already placed: TABS lists its tabs, a TAB becomes a node.
  const walk = (id: string): TabNode[] => {
    const component = componentOf(layout, id);
    if (!component || visited.has(id)) return [];
    visited.add(id);
    if (component.type === 'TAB') {
      const text = component.meta?.text ?? component.meta?.defaultText;
      const title = typeof text === 'string' ? text : '';
      all_tabs[id] = title;
      const parents = Array.isArray(component.parents)
        ? { parents: component.parents.filter((parent): parent is string => typeof parent === 'string') }
        : {};
      return [{ children: childIds(component).flatMap(walk), value: id, title, ...parents }];
    }
    if (['ROOT', 'GRID', 'TABS'].includes(String(component.type))) return childIds(component).flatMap(walk);
    return [];
  };
  const tab_tree = walk('ROOT_ID');
  return { all_tabs, tab_tree, native_filters };
}
