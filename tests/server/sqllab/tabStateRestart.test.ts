import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { legacyRequest } from './legacyRequests';
import { callerFor } from '../helpers/caller';

describe('tab state across a restart', () => {
  it('keeps tabs, their fields and their table schemas in the data folder', async () => {
    const first = await createTestApp();
    let session = await callerFor(first.app, 'admin');
    const created = await legacyRequest(session, 'POST', '/tabstateview/', {
      queryEditor: { name: 'Survivor', dbId: 1, schema: 'sales', sql: 'SELECT 7' },
    });
    const id = created.json<{ id: number }>().id;
    await legacyRequest(session, 'PUT', `/tabstateview/${id}`, {
      extra_json: '{"updatedAt": 5, "version": 1}',
    });
    await legacyRequest(session, 'POST', '/tableschemaview/', {
      table: { queryEditorId: id, dbId: 1, schema: 'sales', name: 'orders' },
    });
    await first.app.close();

    const second = await createTestApp({ dataDir: first.dataDir });
    try {
      session = await callerFor(second.app, 'admin');
      const response = await legacyRequest(session, 'GET', `/tabstateview/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        label: 'Survivor',
        active: true,
        schema: 'sales',
        sql: 'SELECT 7',
        extra_json: { updatedAt: 5, version: 1 },
        table_schemas: [expect.objectContaining({ table: 'orders', schema: 'sales', expanded: true })],
      });
      const next = await legacyRequest(session, 'POST', '/tabstateview/', { queryEditor: { dbId: 1 } });
      expect(next.json<{ id: number }>().id).toBeGreaterThan(id);
    } finally {
      await second.app.close();
    }
  });
});
