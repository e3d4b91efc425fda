/** Names and default SQL of new editor tabs (spec sql-editor §3, §4 "Tabs", §9). */

const UNTITLED_PREFIX = 'Untitled Query';
const UNTITLED_NAME = /^Untitled Query (\d+)$/;

/** 'Untitled Query N', N one above the highest number among existing names of that form. */
export function newQueryTabName(existingNames: readonly string[]): string {
  const highest = existingNames.reduce((max, name) => {
    const match = UNTITLED_NAME.exec(name);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  return `${UNTITLED_PREFIX} ${highest + 1}`;
}

/** Name of a tab cloned from another: 'Copy of %s'. */
export function cloneTabName(sourceName: string): string {
  return 'Copy of %s'.replace('%s', sourceName);
}

const NOT_PERSISTED_NOTE =
  '-- Note: tabs live in this browser only. Save your query to keep it; ' +
  'clearing site data or switching browsers loses unsaved tabs.';

/** SQL of a brand-new tab: starts with SELECT; without backend persistence it warns that tabs are not kept. */
export function defaultNewTabSql(persistenceOn: boolean): string {
  return persistenceOn ? 'SELECT ...' : `SELECT ...\n${NOT_PERSISTED_NOTE}`;
}
