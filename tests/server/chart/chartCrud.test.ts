import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';
import { createChart, createDashboard, datasetReaderRole, exampleDatasetId, q } from './chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';

interface ShowResult {
  id: number;
  slice_name: string;
  viz_type: string | null;
  params: string | null;
  query_context: string | null;
  url: string;
  datasource_id: number;
  datasource_type: string;
  datasource_name_text: string;
  datasource_url: string;
  owners: Array<{ id: number; first_name: string; last_name: string }>;
  dashboards: Array<{ id: number; dashboard_title: string; json_metadata: string | null }>;
  uuid: string;
}

describe('ChartRestApi: create, show, update, delete', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;
  let outsider: Caller;
  let birthNames: number;
  let orders: number;

  const show = async (id: number | string, caller = admin): Promise<ShowResult> => {
    const response = await caller.get(`/api/v1/chart/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ result: ShowResult }>().result;
  };

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin', { auth: 'bearer' });
    birthNames = await exampleDatasetId(app, 'main', 'birth_names');
    orders = await exampleDatasetId(app, 'sales', 'orders');
    await datasetReaderRole(app, 'birth_names_reader', [birthNames]);
    alice = await callerFor(app, 'alice', {
      roles: ['Gamma', 'birth_names_reader'],
      profile: { first_name: 'Alice', last_name: 'Adams' },
      auth: 'bearer',
    });
    bob = await callerFor(app, 'bob', {
      roles: ['Gamma', 'birth_names_reader'],
      profile: { first_name: 'Bob', last_name: 'Brown' },
      auth: 'bearer',
    });
    outsider = await callerFor(app, 'outsider', { roles: ['Gamma'], auth: 'bearer' });
  });
  afterAll(() => app.close());

  describe('POST /api/v1/chart/', () => {
    it('creates a chart (201 {id, result}) echoing the body; the creator owns it', async () => {
      const body = {
        slice_name: 'Births by state',
        viz_type: 'table',
        params: JSON.stringify({ viz_type: 'table', metrics: ['count'] }),
        query_context: JSON.stringify({ datasource: { id: birthNames, type: 'table' }, queries: [] }),
        datasource_id: birthNames,
        datasource_type: 'table',
        description: 'All births',
      };
      const response = await alice.post('/api/v1/chart/', body);
      expect(response.statusCode).toBe(201);
      const reply = response.json<{ id: number; result: unknown }>();
      expect(reply.result).toEqual(body);
      const chart = await show(reply.id);
      expect(chart).toMatchObject({
        slice_name: 'Births by state',
        viz_type: 'table',
        params: body.params,
        query_context: body.query_context,
        url: `/explore/?slice_id=${reply.id}`,
        datasource_id: birthNames,
        datasource_type: 'table',
        datasource_name_text: 'main.birth_names',
        datasource_url: `/explore/?datasource_type=table&datasource_id=${birthNames}`,
        owners: [{ id: alice.id, first_name: 'Alice', last_name: 'Adams' }],
        dashboards: [],
      });
    });

    it('takes the viz type from params when none is given at the top level', async () => {
      const id = await createChart(admin, {
        slice_name: 'From params',
        params: JSON.stringify({ viz_type: 'pie' }),
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      expect((await show(id)).viz_type).toBe('pie');
    });

    it('answers 400 with field errors for unknown fields, missing and malformed ones', async () => {
      const unknown = await admin.post('/api/v1/chart/', {
        slice_name: 'x',
        datasource_id: birthNames,
        datasource_type: 'table',
        bogus: 1,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: { bogus: ['Unknown field.'] } });

      const missing = await admin.post('/api/v1/chart/', {
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: { slice_name: ['Missing data for required field.'] } });

      const badType = await admin.post('/api/v1/chart/', {
        slice_name: 'x',
        datasource_id: birthNames,
        datasource_type: 'cube',
      });
      expect(badType.statusCode).toBe(400);
      expect(Object.keys(badType.json<{ message: Record<string, unknown> }>().message)).toEqual(['datasource_type']);

      const badJson = await admin.post('/api/v1/chart/', {
        slice_name: 'x',
        datasource_id: birthNames,
        datasource_type: 'table',
        params: '{not json',
        query_context: '[1,',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ message: { params: ['JSON not valid'], query_context: ['JSON not valid'] } });

      const emptyName = await admin.post('/api/v1/chart/', {
        slice_name: '',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      expect(emptyName.statusCode).toBe(400);
      // Marshmallow's Length(1, 250) words the range (Superset 6.1, found by the differential suite).
      expect(emptyName.json()).toEqual({ message: { slice_name: ['Length must be between 1 and 250.'] } });
    });

    it('answers 422 when the datasource, dashboards or owners do not exist', async () => {
      const response = await admin.post('/api/v1/chart/', {
        slice_name: 'Nowhere',
        datasource_id: 999999,
        datasource_type: 'table',
        dashboards: [424242],
        owners: [777777],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: {
          datasource_id: ['Datasource does not exist'],
          dashboards: ['Dashboards do not exist'],
          owners: ['Owners are invalid'],
        },
      });
    });

    it('answers 403 on a datasource the user cannot access', async () => {
      const response = await alice.post('/api/v1/chart/', {
        slice_name: 'Orders',
        datasource_id: orders,
        datasource_type: 'table',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    });

    it("adds the chart to the user's dashboards, and refuses someone else's dashboard with 403", async () => {
      const own = await createDashboard(alice, { dashboard_title: 'Alice board' });
      const others = await createDashboard(bob, { dashboard_title: 'Bob board' });
      const id = await createChart(alice, {
        slice_name: 'On a board',
        datasource_id: birthNames,
        datasource_type: 'table',
        dashboards: [own],
      });
      expect((await show(id)).dashboards).toEqual([{ id: own, dashboard_title: 'Alice board', json_metadata: null }]);

      const refused = await alice.post('/api/v1/chart/', {
        slice_name: 'On his board',
        datasource_id: birthNames,
        datasource_type: 'table',
        dashboards: [others],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
    });

    it('keeps a non-admin among the owners they give; an admin gives exactly the owners listed', async () => {
      const id = await createChart(alice, {
        slice_name: 'Shared',
        datasource_id: birthNames,
        datasource_type: 'table',
        owners: [bob.id],
      });
      expect((await show(id)).owners.map((owner) => owner.id).sort()).toEqual([alice.id, bob.id].sort());
      const forBob = await createChart(admin, {
        slice_name: 'For Bob',
        datasource_id: birthNames,
        datasource_type: 'table',
        owners: [bob.id],
      });
      expect((await show(forBob)).owners.map((owner) => owner.id)).toEqual([bob.id]);
    });

    it('needs can_write on Chart', async () => {
      const reader = await callerFor(app, 'public_only', { roles: ['Public'], auth: 'bearer' });
      const response = await reader.post('/api/v1/chart/', {
        slice_name: 'x',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    });
  });

  describe('GET /api/v1/chart/<id_or_uuid>', () => {
    it('finds a chart by id or uuid; as Superset 6.1, q=(columns:…) changes nothing and there is no top-level id', async () => {
      const id = await createChart(admin, {
        slice_name: 'Selectable',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const chart = await show(id);
      expect((await show(chart.uuid)).id).toBe(id);

      const response = await admin.get(`/api/v1/chart/${id}?${q('(columns:!(slice_name,owners.id,dashboards.id))')}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ result: Record<string, unknown> }>();
      expect(Object.keys(body)).toEqual(['result']);
      expect(body.result).toMatchObject({
        id,
        slice_name: 'Selectable',
        dashboards: [],
        viz_type: chart.viz_type,
        url: `/explore/?slice_id=${id}`,
      });
      // Owners with their e-mail, as the show columns list owners.email.
      expect(body.result.owners).toEqual([
        { id: admin.id, first_name: 'Superset', last_name: 'Admin', email: 'admin@localhost' },
      ]);
    });

    it('answers 404 for a missing chart and for a chart whose datasource the user cannot access', async () => {
      expect((await admin.get('/api/v1/chart/987654')).statusCode).toBe(404);
      expect((await admin.get('/api/v1/chart/not-a-chart')).json()).toEqual({ message: 'Not found' });
      const id = await createChart(alice, {
        slice_name: 'Hidden',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const hidden = await outsider.get(`/api/v1/chart/${id}`);
      expect(hidden.statusCode).toBe(404);
    });
  });

  describe('PUT /api/v1/chart/<pk>', () => {
    it('lets an owner change the chart and echoes the body', async () => {
      const id = await createChart(alice, {
        slice_name: 'Before',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const response = await alice.put(`/api/v1/chart/${id}`, {
        slice_name: 'After',
        params: '{"viz_type":"pie"}',
        viz_type: 'pie',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        result: { slice_name: 'After', params: '{"viz_type":"pie"}', viz_type: 'pie' },
      });
      expect(await show(id)).toMatchObject({ slice_name: 'After', viz_type: 'pie', params: '{"viz_type":"pie"}' });
    });

    it("answers FAB's 403 to someone who is not an owner (Superset's raise_for_ownership); admins may", async () => {
      const id = await createChart(alice, {
        slice_name: 'Alice only',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const refused = await bob.put(`/api/v1/chart/${id}`, { slice_name: 'Taken' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Forbidden' });
      expect((await admin.put(`/api/v1/chart/${id}`, { slice_name: 'Admin edit' })).statusCode).toBe(200);
      expect((await show(id)).slice_name).toBe('Admin edit');
    });

    it('lets anyone who sees the chart backfill only its query context, without counting it as a save', async () => {
      const id = await createChart(alice, {
        slice_name: 'Backfill',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const response = await bob.put(`/api/v1/chart/${id}`, {
        query_context: '{"queries":[]}',
        query_context_generation: true,
      });
      expect(response.statusCode).toBe(200);
      expect((await show(id)).query_context).toBe('{"queries":[]}');
      expect((await app.store.charts.findById(id))?.last_saved_by_fk).toBe(alice.id);
      const withName = await bob.put(`/api/v1/chart/${id}`, {
        query_context: '{}',
        query_context_generation: true,
        slice_name: 'x',
      });
      expect(withName.statusCode).toBe(403);
    });

    it("keeps dashboard links the chart already has, even on someone else's dashboard", async () => {
      const bobsBoard = await createDashboard(bob, { dashboard_title: 'Bob shared board' });
      const id = await createChart(bob, {
        slice_name: 'Co-owned',
        datasource_id: birthNames,
        datasource_type: 'table',
        owners: [alice.id],
        dashboards: [bobsBoard],
      });
      const response = await alice.put(`/api/v1/chart/${id}`, {
        slice_name: 'Renamed',
        dashboards: [bobsBoard],
      });
      expect(response.statusCode).toBe(200);
      const unlinkRelink = await alice.put(`/api/v1/chart/${id}`, { dashboards: [] });
      expect(unlinkRelink.statusCode).toBe(200);
      const refused = await alice.put(`/api/v1/chart/${id}`, { dashboards: [bobsBoard] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
    });

    it('replaces owners and dashboards when given', async () => {
      const dashboard = await createDashboard(alice, { dashboard_title: 'Target' });
      const id = await createChart(alice, {
        slice_name: 'Moves',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const response = await alice.put(`/api/v1/chart/${id}`, {
        owners: [alice.id, bob.id],
        dashboards: [dashboard],
      });
      expect(response.statusCode).toBe(200);
      const chart = await show(id);
      expect(chart.owners.map((owner) => owner.id).sort()).toEqual([alice.id, bob.id].sort());
      expect(chart.dashboards.map((item) => item.id)).toEqual([dashboard]);
    });

    it('answers 404, 400 and 422 as Superset does', async () => {
      expect((await admin.put('/api/v1/chart/987654', { slice_name: 'x' })).statusCode).toBe(404);
      const id = await createChart(admin, {
        slice_name: 'Strict',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const unknown = await admin.put(`/api/v1/chart/${id}`, { slice_name: 'x', datasource: '1__table' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: { datasource: ['Unknown field.'] } });

      const missingDatasource = await admin.put(`/api/v1/chart/${id}`, {
        datasource_id: 999999,
        datasource_type: 'table',
      });
      expect(missingDatasource.statusCode).toBe(422);
      expect(missingDatasource.json()).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });

      const noType = await admin.put(`/api/v1/chart/${id}`, { datasource_id: orders });
      expect(noType.statusCode).toBe(422);
      expect(noType.json()).toEqual({
        message: { datasource_type: ['Datasource type is required when datasource_id is given'] },
      });

      const moved = await admin.put(`/api/v1/chart/${id}`, {
        datasource_id: orders,
        datasource_type: 'table',
      });
      expect(moved.statusCode).toBe(200);
      expect((await show(id)).datasource_name_text).toBe('sales.orders');
    });
  });

  describe('DELETE', () => {
    it("deletes an owner's chart ('OK') and refuses others with 403", async () => {
      const id = await createChart(alice, {
        slice_name: 'Short lived',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const refused = await bob.delete(`/api/v1/chart/${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Forbidden' });
      const deleted = await alice.delete(`/api/v1/chart/${id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: 'OK' });
      expect((await alice.get(`/api/v1/chart/${id}`)).statusCode).toBe(404);
      expect((await alice.delete(`/api/v1/chart/${id}`)).statusCode).toBe(404);
    });

    it("bulk-deletes with q=!(ids): 'Deleted N charts', 404 when one is missing, nothing deleted then", async () => {
      const first = await createChart(admin, {
        slice_name: 'Bulk 1',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const second = await createChart(admin, {
        slice_name: 'Bulk 2',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      const partial = await admin.delete(`/api/v1/chart/?${q(`!(${first},987654)`)}`);
      expect(partial.statusCode).toBe(404);
      expect((await admin.get(`/api/v1/chart/${first}`)).statusCode).toBe(200);

      const response = await admin.delete(`/api/v1/chart/?${q(`!(${first},${second})`)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Deleted 2 charts' });

      const single = await createChart(admin, {
        slice_name: 'Bulk 3',
        datasource_id: birthNames,
        datasource_type: 'table',
      });
      expect((await admin.delete(`/api/v1/chart/?${q(`!(${single})`)}`)).json()).toEqual({
        message: 'Deleted 1 chart',
      });
    });

    it('answers 400 to a q that is not an id list', async () => {
      const response = await admin.delete(`/api/v1/chart/?${q('(a:1)')}`);
      expect(response.statusCode).toBe(400);
      const broken = await admin.delete(`/api/v1/chart/?${q('!(1,')}`);
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: 'Not a valid rison argument' });
    });
  });
});
