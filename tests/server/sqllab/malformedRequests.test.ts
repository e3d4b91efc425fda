/**
 * Bad input to the legacy SQL Lab views: bodies that cannot be read (Superset reads them as an
 * empty form and answers 400 for the missing field; here the 400 says why), ids beyond the
 * database's integers, and integers too large for the store.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from './legacyRequests';
import { callerFor, type Caller } from '../helpers/caller';

const BOUNDARY = 'fuzz-boundary';

describe('malformed requests to /tabstateview/ and /tableschemaview/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let tabId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    const created = await legacyRequest(admin, 'POST', '/tabstateview/', {
      queryEditor: { dbId: 1, name: 'Tab' },
    });
    tabId = created.json<{ id: number }>().id;
  });
  afterAll(() => app.close());

  const raw = (method: 'POST' | 'PUT', url: string, payload: string, contentType: string) =>
    admin.request(method, url, payload, { headers: { 'content-type': contentType } });

  it('a truncated multipart body is a 400 in the views’ error shape', async () => {
    const truncated = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="queryEditor"\r\n\r\n{"dbId":1`;
    for (const url of ['/tabstateview/', '/tableschemaview/']) {
      const response = await raw('POST', url, truncated, `multipart/form-data; boundary=${BOUNDARY}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: 'Malformed form body: Unexpected end of multipart data' });
    }
  });

  it('a multipart body without a boundary is a 400, and nothing is stored', async () => {
    const before = await app.store.db.all('SELECT id FROM tab_state');
    const response = await raw(
      'PUT',
      `/tabstateview/${tabId}`,
      `--x\r\nContent-Disposition: form-data; name="sql"\r\n\r\n"SELECT 2"\r\n--x--\r\n`,
      'multipart/form-data',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed form body: Multipart: Boundary not found' });
    expect(await app.store.db.all('SELECT id FROM tab_state')).toEqual(before);
  });

  it('an empty multipart body is an empty form: the missing field is named', async () => {
    const response = await raw('POST', '/tabstateview/', '', `multipart/form-data; boundary=${BOUNDARY}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Missing form field: queryEditor' });
  });

  it('a tab or table id beyond the database’s integers is an empty 404', async () => {
    for (const [method, url] of [
      ['GET', '/tabstateview/99999999999999999999999'],
      ['DELETE', '/tabstateview/2147483648'],
      ['POST', '/tabstateview/99999999999999999999999/activate'],
      ['DELETE', '/tableschemaview/99999999999999999999999'],
    ] as const) {
      const response = await legacyRequest(admin, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('');
    }
  });

  it('an integer field too large for the store is a 400', async () => {
    const created = await legacyRequest(admin, 'POST', '/tabstateview/', {
      queryEditor: { dbId: 1, queryLimit: 1e23 },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ error: 'Field queryEditor.queryLimit must be an integer or null' });
    const updated = await legacyRequest(admin, 'PUT', `/tabstateview/${tabId}`, { query_limit: 3_000_000_000 });
    expect(updated.statusCode).toBe(400);
  });

  it('a table schema needs integer ids the store can hold (not booleans, not huge numbers)', async () => {
    for (const table of [
      { queryEditorId: tabId, dbId: -1e23, schema: 'sales', name: 'orders' },
      { queryEditorId: true, dbId: 1, schema: 'sales', name: 'orders' },
      { queryEditorId: '0x1', dbId: 1, schema: 'sales', name: 'orders' },
    ]) {
      const response = await legacyRequest(admin, 'POST', '/tableschemaview/', { table });
      expect(response.statusCode, JSON.stringify(table)).toBe(400);
    }
    const byText = await legacyRequest(admin, 'POST', '/tableschemaview/', {
      table: { queryEditorId: String(tabId), dbId: 1, schema: 'sales', name: 'orders' },
    });
    expect(byText.statusCode).toBe(200);
  });
});
