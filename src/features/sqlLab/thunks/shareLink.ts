/**
 * 'Copy link' (spec sql-editor §1, §7): a short link to the tab's query, on the app's own origin.
 * The SQL Lab permalink API is asked first; a server without it (404/405) gets the legacy
 * key-value store and a `?id=` link.
 */
import { makeUrl } from '../../../api/client';
import { storeKeyValue } from '../../../api/kv';
import { createSqlLabPermalink, type SqlLabPermalinkState } from '../../../api/permalinks';
import type { ClientError } from '../../../api/types';
import { selectQueryEditorById } from '../selectors';
import type { QueryEditor } from '../types';
import type { SqlLabThunk } from './thunkTypes';

/** What a shared link stores of a tab. */
function sharedStateOf(editor: QueryEditor): SqlLabPermalinkState | null {
  if (editor.dbId === null) return null;
  return {
    dbId: editor.dbId,
    name: editor.name,
    schema: editor.schema,
    autorun: false,
    sql: editor.sql,
    templateParams: editor.templateParams || null,
  };
}

function absolute(path: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(path) ? path : `${window.location.origin}${path}`;
}

const routeMissing = (caught: unknown) => {
  const status = (caught as Partial<ClientError> | null)?.status;
  return status === 404 || status === 405;
};

/** Resolves with the tab's short link; rejects when no link could be made. */
export function createShareLink(queryEditorId: string): SqlLabThunk<Promise<string>> {
  return async (_dispatch, getState) => {
    const editor = selectQueryEditorById(getState(), queryEditorId);
    const state = editor ? sharedStateOf(editor) : null;
    if (!state) throw new Error('The tab has no database to share');
    try {
      // Not the reply's `url`: it names the origin the server sees, which behind a proxy (a real
      // Superset behind this app's server) is not the one the user opened.
      const { key } = await createSqlLabPermalink(state);
      return absolute(makeUrl(`/sqllab/p/${encodeURIComponent(key)}`));
    } catch (caught) {
      if (!routeMissing(caught)) throw caught;
    }
    const id = await storeKeyValue(state);
    return absolute(`${makeUrl('/sqllab/')}?id=${id}`);
  };
}
