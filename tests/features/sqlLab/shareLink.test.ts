import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../../src/api/client';
import { createShareLink } from '../../../src/features/sqlLab/thunks/shareLink';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const editor = makeEditor({ id: 'a', name: 'Revenue', sql: 'SELECT 1', schema: 'main', templateParams: '{"y":2}' });
const store = () => makeStore(false, { queryEditors: [editor], tabHistory: ['a'] });

describe('createShareLink', () => {
  it('stores the tab as a SQL Lab permalink and answers its link on the app’s own origin, not the one the server names', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/sqllab/permalink', async ({ request }) => {
        body = await request.json();
        // Superset behind the app's proxy names the origin it sees, its own.
        return HttpResponse.json({ key: 'k1', url: 'http://127.0.0.1:8091/sqllab/p/k1/' }, { status: 201 });
      }),
    );
    expect(await store().dispatch(createShareLink('a'))).toBe(`${window.location.origin}/sqllab/p/k1`);
    expect(body).toEqual({
      dbId: 1,
      name: 'Revenue',
      schema: 'main',
      autorun: false,
      sql: 'SELECT 1',
      templateParams: '{"y":2}',
    });
  });

  it('builds the /sqllab/p/<key> address when the reply has no url', async () => {
    server.use(http.post('*/api/v1/sqllab/permalink', () => HttpResponse.json({ key: 'k2' }, { status: 201 })));
    expect(await store().dispatch(createShareLink('a'))).toBe(`${window.location.origin}/sqllab/p/k2`);
  });

  it('uses the key-value store when the server has no permalink API', async () => {
    let data: unknown;
    server.use(
      http.post('*/api/v1/sqllab/permalink', () => new HttpResponse(null, { status: 404 })),
      http.post('*/kv/store/', async ({ request }) => {
        data = JSON.parse(String((await request.formData()).get('data')));
        return HttpResponse.json({ id: 42 });
      }),
    );
    expect(await store().dispatch(createShareLink('a'))).toBe(`${window.location.origin}/sqllab/?id=42`);
    expect(data).toMatchObject({ dbId: 1, name: 'Revenue', sql: 'SELECT 1' });
  });

  it('fails on other errors', async () => {
    server.use(http.post('*/api/v1/sqllab/permalink', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await expect(store().dispatch(createShareLink('a'))).rejects.toMatchObject({ error: 'boom' });
  });
});
