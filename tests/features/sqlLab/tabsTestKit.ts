/** Shared pieces of the SQL Lab tab/table/persistence tests: a store, request recording, server data. */
import { http, HttpResponse } from 'msw';
import { createAppStore } from '../../../src/app/store';
import { defaultCommon } from '../../../src/app/bootstrap';
import { ANONYMOUS_USER } from '../../../src/app/bootstrap';
import { initialSqlLabState } from '../../../src/features/sqlLab/sqlLabSlice';
import type { ServerTabState } from '../../../src/features/sqlLab/types';
import { loadSqlLabDatabases, makeDatabase, type SqlLabSetup } from './fixtures';

export function makeStore(
  persistenceOn: boolean,
  { databases = {}, ...sqlLab }: SqlLabSetup = {},
  conf: Record<string, unknown> = {},
) {
  const common = defaultCommon();
  const store = createAppStore({
    preloadedState: {
      bootstrap: {
        user: ANONYMOUS_USER,
        common: {
          ...common,
          feature_flags: { SQLLAB_BACKEND_PERSISTENCE: persistenceOn },
          conf: { ...common.conf, ...conf },
        },
      },
      sqlLab: { ...initialSqlLabState, ...sqlLab },
    },
  });
  if (Object.keys(databases).length > 0) loadSqlLabDatabases(store, databases);
  return store;
}

export interface RecordedCall {
  method: string;
  path: string;
  /** Multipart fields, each JSON-decoded. */
  fields: Record<string, unknown>;
}

/** Records every call; `csrf` answers the token request the client makes before writes. */
export function recorder() {
  const calls: RecordedCall[] = [];
  const record = async (request: Request): Promise<RecordedCall> => {
    const fields: Record<string, unknown> = {};
    if (request.method !== 'GET' && (request.headers.get('content-type') ?? '').includes('multipart')) {
      const form = await request.formData();
      form.forEach((value, key) => {
        fields[key] = JSON.parse(String(value));
      });
    }
    const call = { method: request.method, path: new URL(request.url).pathname, fields };
    calls.push(call);
    return call;
  };
  const csrf = http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' }));
  const serverCalls = () => calls.filter((call) => !call.path.endsWith('/csrf_token/'));
  return { calls, record, csrf, serverCalls };
}

export const EXAMPLES_DB = makeDatabase({ id: 1, database_name: 'examples' });

export function makeServerTab(overrides: Partial<ServerTabState> = {}): ServerTabState {
  return {
    id: 12,
    label: 'Untitled Query 1',
    active: true,
    database_id: 1,
    schema: 'sales',
    sql: 'SELECT 12',
    query_limit: 1000,
    autorun: false,
    template_params: '',
    hide_left_bar: false,
    latest_query: null,
    saved_query: null,
    extra_json: { updatedAt: 1000, version: 1 },
    table_schemas: [],
    ...overrides,
  };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
