/** Where a saved query opens: SQL Lab with `?savedQueryId=<id>` (a new tab holding it). */
export function sqlLabPathOfSavedQuery(id: number): string {
  return `/sqllab/?savedQueryId=${id}`;
}

/** The shareable address of a saved query, under the app root. */
export function savedQueryShareUrl(id: number, appRootPath: (path: string) => string, origin: string): string {
  return `${origin}${appRootPath(sqlLabPathOfSavedQuery(id))}`;
}

/** The list page's sortable columns, as the server names them. */
export const SAVED_QUERY_SORT_COLUMNS = ['label', 'schema', 'created_on', 'changed_on_delta_humanized'] as const;
export type SavedQuerySortColumn = (typeof SAVED_QUERY_SORT_COLUMNS)[number];
