/**
 * Opening what SQL Lab was asked for as a new tab (spec sql-editor §2, §7, §8; Superset's
 * popSavedQuery / popPermalink / popStoredQuery / popQuery / popDatasourceQuery): each fetches what
 * it names and adds an active tab, or shows 'The query couldn't be loaded' /
 * 'The datasource couldn't be loaded'.
 */
import { getDatasetForSqlLab } from '../../../api/datasets';
import { getStoredSqlLabState } from '../../../api/kv';
import { getSqlLabPermalink, type StoredSqlLabState } from '../../../api/permalinks';
import { getQuery } from '../../../api/queries';
import { getSavedQuery, type SavedQuery } from '../../../api/savedQueries';
import { addDangerToast } from '../../toasts';
import type { NewQueryEditorFields } from '../newQueryEditor';
import { convertQueryToClient } from '../savedQueryMapping';
import type { SqlLabRequest } from '../sqlLabRequest';
import { addQueryEditor } from '../sqlLabSlice';
import { migrateLocalEditor } from './migration';
import { isPersistenceOn } from './persistence';
import { DATASOURCE_LOAD_FAILED_MESSAGE, QUERY_LOAD_FAILED_MESSAGE } from './savedQueryMessages';
import { ADD_TAB_FAILED_MESSAGE } from './tabMessages';
import { newTabDefaults } from './tabs';
import type { SqlLabThunk } from './thunkTypes';

const SHARED_QUERY_NAME = 'Shared query';
const SHARED_QUERY_DEFAULT_SQL = 'SELECT ...';

/** Adds an active tab with these fields; with persistence on it is created on the server too. */
export function openInNewTab(fields: NewQueryEditorFields): SqlLabThunk<Promise<string>> {
  return async (dispatch, getState) => {
    const action = dispatch(addQueryEditor({ defaults: newTabDefaults(getState()), queryEditor: fields }));
    if (!isPersistenceOn(getState())) return action.payload.id;
    const serverId = await dispatch(migrateLocalEditor(action.payload.id, { failureMessage: ADD_TAB_FAILED_MESSAGE }));
    return serverId ?? action.payload.id;
  };
}

function toDbId(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

/** A shared query's stored state as tab fields, with Superset's fallbacks. */
function sharedQueryFields(stored: StoredSqlLabState): NewQueryEditorFields {
  return {
    name: stored.name || SHARED_QUERY_NAME,
    dbId: toDbId(stored.dbId),
    schema: stored.schema ?? null,
    autorun: stored.autorun === true,
    sql: stored.sql || SHARED_QUERY_DEFAULT_SQL,
    templateParams: stored.templateParams ?? '',
  };
}

/** A saved query as tab fields: it keeps its id as the tab's `remoteId`. */
function savedQueryFields(savedQuery: SavedQuery): NewQueryEditorFields {
  const client = convertQueryToClient({ ...savedQuery });
  return {
    name: typeof client.name === 'string' ? client.name : SHARED_QUERY_NAME,
    dbId: toDbId(savedQuery.database?.id ?? savedQuery.db_id),
    schema: savedQuery.schema ?? null,
    sql: savedQuery.sql,
    templateParams: typeof client.templateParams === 'string' ? client.templateParams : '',
    remoteId: typeof client.remoteId === 'number' ? client.remoteId : null,
    autorun: false,
  };
}

/** The old `?id=` links: the key-value store, else the permalink API's `kv:<id>` key. */
async function fetchStoredQuery(id: string): Promise<StoredSqlLabState> {
  try {
    return await getStoredSqlLabState(id);
  } catch {
    return getSqlLabPermalink(`kv:${id}`);
  }
}

async function fieldsFor(request: Exclude<SqlLabRequest, { kind: 'datasource' }>): Promise<NewQueryEditorFields> {
  switch (request.kind) {
    case 'permalink':
      return sharedQueryFields(await getSqlLabPermalink(request.key));
    case 'storedQuery':
      return sharedQueryFields(await fetchStoredQuery(request.id));
    case 'savedQuery':
      return savedQueryFields(await getSavedQuery(request.id));
    case 'query': {
      const record = await getQuery(Number(request.id));
      return {
        name: `Copy of ${record.tab_name ?? ''}`,
        dbId: toDbId(record.database?.id),
        schema: record.schema ?? null,
        sql: record.sql,
        autorun: false,
      };
    }
    case 'sql':
      return {
        ...(request.name ? { name: request.name } : {}),
        ...(request.dbId !== null ? { dbId: request.dbId } : {}),
        schema: request.schema,
        sql: request.sql,
        autorun: request.autorun,
      };
    case 'new':
      return {};
  }
}

/** A dataset opened from `?datasourceKey=<id>__table`: its SELECT * (or the given SQL, run at once). */
async function datasourceFields(datasourceKey: string, sql: string | undefined): Promise<NewQueryEditorFields> {
  const [datasetId] = datasourceKey.split('__');
  const dataset = await getDatasetForSqlLab(datasetId);
  return {
    name: `Query ${dataset.name}`,
    dbId: toDbId(dataset.database?.id),
    schema: dataset.schema ?? null,
    autorun: sql !== undefined,
    sql: sql || dataset.select_star || '',
  };
}

/** Opens the request as a new active tab; resolves with its id, or null after a failure toast. */
export function openSqlLabRequest(request: SqlLabRequest): SqlLabThunk<Promise<string | null>> {
  return async (dispatch) => {
    let fields: NewQueryEditorFields;
    try {
      fields =
        request.kind === 'datasource'
          ? await datasourceFields(request.datasourceKey, request.sql)
          : await fieldsFor(request);
    } catch {
      dispatch(
        addDangerToast(request.kind === 'datasource' ? DATASOURCE_LOAD_FAILED_MESSAGE : QUERY_LOAD_FAILED_MESSAGE),
      );
      return null;
    }
    return dispatch(openInNewTab(fields));
  };
}
