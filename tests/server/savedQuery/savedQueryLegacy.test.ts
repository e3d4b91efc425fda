import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginSession, type BrowserSession } from '../helpers/testApp';
import { sqlLabUser } from '../sqllab/sqlLabTestApp';
import { legacyRequest } from '../tabState/legacyRequests';
import { request, withRison } from './requests';

const SCHEDULE_FORM = {
  JSONSCHEMA: {
    title: 'Schedule',
    type: 'object',
    properties: { output_table: { type: 'string', title: 'Output table name' } },
  },
};
const SCHEDULE = '{"schedule_info": {"output_table": "nightly_revenue"}}';

interface LegacyRow {
  item: Record<string, unknown>;
  message: string;
  severity: string;
}

describe('/savedqueryviewapi/api/ (legacy saved query view)', () => {
  let app: FastifyInstance;
  let analyst: BrowserSession;
  let other: BrowserSession;
  let analystId: number;

  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { SCHEDULED_QUERIES: JSON.stringify(SCHEDULE_FORM) } }));
    analyst = await sqlLabUser(app, 'analyst');
    other = await sqlLabUser(app, 'other');
    analystId = (await app.store.users.findByUsername('analyst'))?.id ?? -1;
  });
  afterAll(() => app.close());

  const scheduleFields = {
    label: 'Nightly revenue',
    description: 'runs at night',
    db_id: 1,
    schema: 'sales',
    sql: 'SELECT sum(revenue) FROM sales.orders',
    extra_json: SCHEDULE,
  };

  it('creates a scheduled query from the schedule form (JSON-encoded fields): "Added Row" with the item', async () => {
    const response = await legacyRequest(app, analyst, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    expect(response.statusCode).toBe(200);
    const body = response.json<LegacyRow>();
    expect(body).toEqual({
      item: { ...scheduleFields, id: expect.any(Number) as number },
      message: 'Added Row',
      severity: 'success',
    });
    const id = body.item.id as number;
    expect(await app.store.savedQueries.findById(id)).toMatchObject({ user_id: analystId, extra_json: SCHEDULE });
    // The REST list shows the schedule in `extra`.
    const list = await request(
      app,
      analyst,
      'GET',
      withRison('/api/v1/saved_query/', { filters: [{ col: 'id', opr: 'eq', value: id }] }),
    );
    expect(list.json<{ result: Array<{ extra: unknown }> }>().result[0].extra).toEqual({
      schedule_info: { output_table: 'nightly_revenue' },
    });
  });

  it('reads raw (not JSON-encoded) url-encoded fields too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/savedqueryviewapi/api/create',
      headers: {
        cookie: analyst.cookie,
        'x-csrftoken': analyst.csrfToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ label: 'Raw', db_id: '1', sql: 'SELECT 1', extra_json: SCHEDULE }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LegacyRow>().item).toMatchObject({
      label: 'Raw',
      db_id: 1,
      sql: 'SELECT 1',
      extra_json: SCHEDULE,
      schema: null,
    });
  });

  it('gets a query as {"result": {...}} and updates the sent fields ("Changed Row")', async () => {
    const created = await legacyRequest(app, analyst, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    const id = created.json<LegacyRow>().item.id as number;

    const got = await legacyRequest(app, analyst, 'GET', `/savedqueryviewapi/api/get/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ result: { ...scheduleFields, id } });

    const updated = await legacyRequest(app, analyst, 'PUT', `/savedqueryviewapi/api/update/${id}`, {
      label: 'Renamed',
      schema: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<LegacyRow>()).toEqual({
      item: { ...scheduleFields, id, label: 'Renamed', schema: null },
      message: 'Changed Row',
      severity: 'success',
    });
  });

  it("answers 404 for another user's query", async () => {
    const created = await legacyRequest(app, analyst, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    const id = created.json<LegacyRow>().item.id as number;
    const got = await legacyRequest(app, other, 'GET', `/savedqueryviewapi/api/get/${id}`);
    expect(got.statusCode).toBe(404);
    expect(got.json()).toEqual({ message: 'Not found' });
    const put = await legacyRequest(app, other, 'PUT', `/savedqueryviewapi/api/update/${id}`, { label: 'Taken' });
    expect(put.statusCode).toBe(404);
    expect((await app.store.savedQueries.findById(id))?.label).toBe('Nightly revenue');
  });

  it('refuses an invalid form: a non-numeric or unknown database, an overlong label', async () => {
    const invalid = { message: 'Invalid form', severity: 'warning' };
    for (const fields of [
      { ...scheduleFields, db_id: 'examples' },
      { ...scheduleFields, db_id: 999 },
      { ...scheduleFields, label: 'x'.repeat(257) },
    ]) {
      const response = await legacyRequest(app, analyst, 'POST', '/savedqueryviewapi/api/create', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });

  it("answers FAB's 403 without the SavedQuery permissions, 401 without a login", async () => {
    await createUser(app, 'gammaonly', ['Gamma']);
    const gamma = await loginSession(app, 'gammaonly', 'gammaonly-password');
    const denied = { message: 'Access is Denied', severity: 'danger' };
    const create = await legacyRequest(app, gamma, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(denied);
    const get = await legacyRequest(app, null, 'GET', '/savedqueryviewapi/api/get/1');
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual(denied);
  });
});
