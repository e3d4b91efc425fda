import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from './legacyRequests';
import { callerFor, type Caller } from '../helpers/caller';

interface TableSchemaDict {
  id: number;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: unknown;
  expanded: boolean;
}

describe('/tableschemaview/', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let tabId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    const tab = await legacyRequest(admin, 'POST', '/tabstateview/', { queryEditor: { name: 'tables', dbId: 1 } });
    tabId = tab.json<{ id: number }>().id;
  });
  afterAll(() => app.close());

  const tablesOfTab = async (): Promise<TableSchemaDict[]> => {
    const response = await legacyRequest(admin, 'GET', `/tabstateview/${tabId}`);
    return response.json<{ table_schemas: TableSchemaDict[] }>().table_schemas;
  };
  const postTable = (table: Record<string, unknown>) => legacyRequest(admin, 'POST', '/tableschemaview/', { table });

  const customers = {
    dbId: 1,
    schema: 'sales',
    name: 'customers',
    columns: [{ name: 'customer_id', type: 'INTEGER' }],
    selectStar: 'SELECT customer_id\nFROM sales.customers\nLIMIT 100',
    primaryKey: { column_names: ['customer_id'], name: 'pk', type: 'pk' },
    foreignKeys: [],
    indexes: [],
    dataPreviewQueryId: 'preview01',
    expanded: true,
  };

  it('stores a posted table, expanded, with the whole JSON as its description', async () => {
    const table = { ...customers, queryEditorId: tabId };
    const response = await postTable(table);
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: number }>();
    expect(Number.isInteger(id)).toBe(true);
    expect(await tablesOfTab()).toEqual([
      {
        id,
        tab_state_id: tabId,
        database_id: 1,
        catalog: null,
        schema: 'sales',
        table: 'customers',
        description: table,
        expanded: true,
      },
    ]);
  });

  it('replaces the row for the same tab, database, schema and table', async () => {
    const before = await tablesOfTab();
    const response = await postTable({ ...customers, queryEditorId: tabId, dataPreviewQueryId: 'preview02' });
    const { id } = response.json<{ id: number }>();
    const after = await tablesOfTab();
    expect(after.filter((table) => table.table === 'customers')).toHaveLength(1);
    expect(after.find((table) => table.table === 'customers')).toMatchObject({
      id,
      description: { dataPreviewQueryId: 'preview02' },
    });
    expect(id).not.toBe(before[0]?.id);
  });

  it('syncs expanded and answers {id, expanded}', async () => {
    const { id } = (await postTable({ ...customers, queryEditorId: tabId, name: 'orders' })).json<{ id: number }>();
    const collapse = await legacyRequest(admin, 'POST', `/tableschemaview/${id}/expanded`, { expanded: false });
    expect(collapse.statusCode).toBe(200);
    expect(collapse.json()).toEqual({ id, expanded: false });
    expect((await tablesOfTab()).find((table) => table.id === id)?.expanded).toBe(false);

    const bad = await legacyRequest(admin, 'POST', `/tableschemaview/${id}/expanded`, { expanded: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('expanded');
  });

  it('deletes a table schema, answering "OK"', async () => {
    const { id } = (await postTable({ ...customers, queryEditorId: tabId, name: 'products' })).json<{ id: number }>();
    const response = await legacyRequest(admin, 'DELETE', `/tableschemaview/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('OK');
    expect((await tablesOfTab()).some((table) => table.id === id)).toBe(false);
    const again = await legacyRequest(admin, 'DELETE', `/tableschemaview/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe('');
  });

  it('answers 404 for a tab that does not exist and 400 for a table without identity', async () => {
    const noTab = await postTable({ ...customers, queryEditorId: 987654 });
    expect(noTab.statusCode).toBe(404);
    const noName = await postTable({ dbId: 1, queryEditorId: tabId, schema: 'sales' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json<{ error: string }>().error).toContain('name');
  });
});
