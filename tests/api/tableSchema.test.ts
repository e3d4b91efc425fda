import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../src/api/client';
import { createTableSchema, deleteTableSchema, setTableSchemaExpanded } from '../../src/api/tableSchema';

const server = setupServer(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('table schema calls', () => {
  it('creates a table from a JSON-encoded table field', async () => {
    let table: unknown;
    server.use(
      http.post('*/tableschemaview/', async ({ request }) => {
        table = JSON.parse(String((await request.formData()).get('table')));
        return HttpResponse.json({ id: 55 });
      }),
    );
    const id = await createTableSchema({
      queryEditorId: '12',
      dbId: 1,
      schema: 'sales',
      name: 'orders',
      expanded: true,
    });
    expect(id).toBe('55');
    expect(table).toEqual({ queryEditorId: '12', dbId: 1, schema: 'sales', name: 'orders', expanded: true });
  });

  it('sends expanded as JSON and deletes by id', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/tableschemaview/55/expanded', async ({ request }) => {
        seen.push(`expanded=${String((await request.formData()).get('expanded'))}`);
        return HttpResponse.json({ id: 55, expanded: false });
      }),
      http.delete('*/tableschemaview/55', () => {
        seen.push('deleted');
        return HttpResponse.json('OK');
      }),
    );
    await setTableSchemaExpanded('55', false);
    await deleteTableSchema('55');
    expect(seen).toEqual(['expanded=false', 'deleted']);
  });

  it('rejects with the status on failure', async () => {
    server.use(http.delete('*/tableschemaview/56', () => new HttpResponse(null, { status: 500 })));
    await expect(deleteTableSchema('56')).rejects.toMatchObject({ status: 500 });
  });
});
