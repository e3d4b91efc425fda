import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { sqlLabUser } from '../sqllab/sqlLabTestApp';
import { legacyRequest } from '../sqllab/legacyRequests';
import { withRison } from './requests';
import { callerFor, type Caller, anonymousCaller } from '../helpers/caller';

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
  let analyst: Caller;
  let other: Caller;
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
    const response = await legacyRequest(analyst, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
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
    const list = await analyst.get(
      withRison('/api/v1/saved_query/', { filters: [{ col: 'id', opr: 'eq', value: id }] }),
    );
    expect(list.json<{ result: Array<{ extra: unknown }> }>().result[0].extra).toEqual({
      schedule_info: { output_table: 'nightly_revenue' },
    });
  });

  it('reads raw (not JSON-encoded) url-encoded fields too', async () => {
    const response = await analyst.form('/savedqueryviewapi/api/create', {
      label: 'Raw',
      db_id: '1',
      sql: 'SELECT 1',
      extra_json: SCHEDULE,
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
    const created = await legacyRequest(analyst, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    const id = created.json<LegacyRow>().item.id as number;

    const got = await legacyRequest(analyst, 'GET', `/savedqueryviewapi/api/get/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ result: { ...scheduleFields, id } });

    const updated = await legacyRequest(analyst, 'PUT', `/savedqueryviewapi/api/update/${id}`, {
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
    const created = await legacyRequest(analyst, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    const id = created.json<LegacyRow>().item.id as number;
    const got = await legacyRequest(other, 'GET', `/savedqueryviewapi/api/get/${id}`);
    expect(got.statusCode).toBe(404);
    expect(got.json()).toEqual({ message: 'Not found' });
    const put = await legacyRequest(other, 'PUT', `/savedqueryviewapi/api/update/${id}`, { label: 'Taken' });
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
      const response = await legacyRequest(analyst, 'POST', '/savedqueryviewapi/api/create', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalid);
    }
  });

  it("answers FAB's 403 without the SavedQuery permissions, 401 without a login", async () => {
    const gamma = await callerFor(app, 'gammaonly', { roles: ['Gamma'] });
    const denied = { message: 'Access is Denied', severity: 'danger' };
    const create = await legacyRequest(gamma, 'POST', '/savedqueryviewapi/api/create', scheduleFields);
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(denied);
    const get = await legacyRequest(anonymousCaller(app), 'GET', '/savedqueryviewapi/api/get/1');
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual(denied);
  });
});
