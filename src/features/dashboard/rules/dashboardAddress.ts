/** A dashboard's address: by slug when it has one, else by id (spec charts §2: rewritten after a save). */
export function dashboardPath(dashboard: { id: number; slug?: string | null }): string {
  const slug = dashboard.slug?.trim();
  return `/superset/dashboard/${encodeURIComponent(slug || String(dashboard.id))}/`;
}

/**
 * The address to replace the current one with after the title or slug was saved: the new path, the
 * same query and anchor. Null when the path is already right.
 */
export function rewrittenDashboardAddress(
  location: { pathname: string; search: string; hash: string },
  dashboard: { id: number; slug?: string | null },
): string | null {
  const path = dashboardPath(dashboard);
  if (location.pathname === path) return null;
  return `${path}${location.search}${location.hash}`;
}

export function dashboardPermalinkPath(key: string): string {
  return `/superset/dashboard/p/${encodeURIComponent(key)}/`;
}
