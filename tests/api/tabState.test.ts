import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../src/api/client';
import {
  activateTabState,
  createTabState,
  deleteTabState,
  deleteTabStateQuery,
  fetchTabState,
  migrateQueryToTabState,
  updateTabState,
} from '../../src/api/tabState';
import { fetchSqlLabBootstrap } from '../../src/api/sqlLabBootstrap';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = String(value);
  });
  return fields;
}

describe('tab state calls', () => {
  it('creates a tab from a JSON-encoded queryEditor field and returns its id as a string', async () => {
    let fields: Record<string, string> = {};
    let csrf: string | null = null;
    server.use(
      http.post('*/tabstateview/', async ({ request }) => {
        fields = await formFields(request);
        csrf = request.headers.get('X-CSRFToken');
        return HttpResponse.json({ id: 12 });
      }),
    );
    const id = await createTabState({ dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1' });
    expect(id).toBe('12');
    expect(JSON.parse(fields.queryEditor)).toEqual({ dbId: 1, name: 'Untitled Query 1', sql: 'SELECT 1' });
    expect(csrf).toBe('token');
  });

  it('PUTs only the defined fields, each JSON-encoded', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.put('*/tabstateview/12', async ({ request }) => {
        fields = await formFields(request);
        return HttpResponse.json(12);
      }),
    );
    await updateTabState('12', {
      sql: 'SELECT 2',
      schema: null,
      label: undefined,
      extra_json: '{"updatedAt":5,"version":1}',
    });
    expect(fields).toEqual({
      sql: '"SELECT 2"',
      schema: 'null',
      extra_json: JSON.stringify('{"updatedAt":5,"version":1}'),
    });
  });

  it('reads a tab and fills a missing table_schemas; a 404 rejects with its status', async () => {
    server.use(
      http.get('*/tabstateview/12', () => HttpResponse.json({ id: 12, label: 'A', sql: 'SELECT 1' })),
      http.get('*/tabstateview/13', () => new HttpResponse(null, { status: 404 })),
    );
    expect(await fetchTabState('12')).toMatchObject({ id: 12, table_schemas: [] });
    await expect(fetchTabState('13')).rejects.toMatchObject({ status: 404 });
  });

  it('activates, migrates a run, removes a run and deletes a tab at their paths', async () => {
    const seen: string[] = [];
    server.use(
      http.all(/\/tabstateview\/12\//, async ({ request }) => {
        const body =
          request.method === 'POST' && request.url.endsWith('migrate_query') ? await formFields(request) : {};
        seen.push(`${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body)}`);
        return HttpResponse.json(12);
      }),
      http.delete('*/tabstateview/12', ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json('OK');
      }),
    );
    await activateTabState('12');
    await migrateQueryToTabState('12', 'abc');
    await deleteTabStateQuery('12', 'abc');
    await deleteTabState('12');
    expect(seen).toEqual([
      'POST /tabstateview/12/activate {}',
      'POST /tabstateview/12/migrate_query {"queryId":"\\"abc\\""}',
      'DELETE /tabstateview/12/query/abc {}',
      'DELETE /tabstateview/12',
    ]);
  });
});

describe('fetchSqlLabBootstrap', () => {
  it('accepts tab ids as objects or pairs and databases keyed by id', async () => {
    server.use(
      http.get('*/api/v1/sqllab/', () =>
        HttpResponse.json({
          result: {
            tab_state_ids: [{ id: 12, label: 'A' }, [13, 'B']],
            active_tab: { id: 12, label: 'A', sql: '' },
            databases: { 1: { id: 1, database_name: 'examples' } },
          },
        }),
      ),
    );
    const bootstrap = await fetchSqlLabBootstrap();
    expect(bootstrap.tabs).toEqual([
      { id: '12', label: 'A' },
      { id: '13', label: 'B' },
    ]);
    expect(bootstrap.activeTab?.table_schemas).toEqual([]);
    expect(bootstrap.databases.map((database) => database.id)).toEqual([1]);
  });
});
