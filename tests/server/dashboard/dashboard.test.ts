import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChart, createDashboard, datasetReaderRole, exampleDatasetId, q } from '../chart/chartTestApp';
import { callerFor, type Caller } from '../helpers/caller';
import { createTestApp } from '../helpers/testApp';

interface DashboardList {
  count: number;
  result: Array<Record<string, unknown>>;
  list_columns?: string[];
}

describe('/api/v1/dashboard/ (list and create, for the save modal)', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let alice: Caller;
  let bob: Caller;

  const list = async (caller: Caller, rison = '()'): Promise<DashboardList> => {
    const response = await caller.request('GET', `/api/v1/dashboard/?${q(rison)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DashboardList>();
  };
  const titles = (reply: DashboardList): string[] => reply.result.map((row) => String(row.dashboard_title));

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await callerFor(app, 'admin');
    await datasetReaderRole(app, 'births_only', [await exampleDatasetId(app, 'main', 'birth_names')]);
    alice = await callerFor(app, 'alice', {
      roles: ['Gamma', 'births_only'],
      profile: { first_name: 'Alice', last_name: 'Adams', email: 'alice@example.com' },
    });
    bob = await callerFor(app, 'bob', { roles: ['Gamma', 'births_only'] });
  });
  afterAll(() => app.close());

  describe('POST', () => {
    it('creates a dashboard from a title (201 {id, result}); the creator owns it', async () => {
      const response = await alice.request('POST', '/api/v1/dashboard/', { dashboard_title: 'Quarterly sales' });
      expect(response.statusCode).toBe(201);
      const reply = response.json<{ id: number; result: Record<string, unknown> }>();
      // Only the fields given, as Superset 6.1 echoes them (found by the differential suite).
      expect(reply.result).toEqual({ dashboard_title: 'Quarterly sales' });
      const dashboard = await app.store.dashboards.findById(reply.id);
      expect(dashboard).toMatchObject({
        dashboard_title: 'Quarterly sales',
        published: false,
        owner_ids: [alice.id],
        slice_ids: [],
      });
    });

    it('cleans the slug and refuses one already used with 422', async () => {
      const echoed = await admin.request('POST', '/api/v1/dashboard/', {
        dashboard_title: 'Echoed',
        slug: ' echo me ',
      });
      expect(echoed.json<{ result: unknown }>().result).toEqual({ dashboard_title: 'Echoed', slug: 'echo-me' });
      const id = await createDashboard(admin, { dashboard_title: 'Slugged', slug: ' my board! ' });
      expect((await app.store.dashboards.findById(id))?.slug).toBe('my-board');
      const taken = await admin.request('POST', '/api/v1/dashboard/', {
        dashboard_title: 'Again',
        slug: 'my-board',
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({ message: { slug: ['Must be unique'] } });
    });

    it('answers 400 for unknown fields and invalid JSON, 422 for owners that are not users', async () => {
      const unknown = await admin.request('POST', '/api/v1/dashboard/', { dashboard_title: 'x', charts: [1] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: { charts: ['Unknown field.'] } });
      const badJson = await admin.request('POST', '/api/v1/dashboard/', {
        dashboard_title: 'x',
        json_metadata: '{oops',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
      const owners = await admin.request('POST', '/api/v1/dashboard/', { dashboard_title: 'x', owners: [999999] });
      expect(owners.statusCode).toBe(422);
      expect(owners.json()).toEqual({ message: { owners: ['Owners are invalid'] } });
    });

    it('needs can_write on Dashboard', async () => {
      const reader = await callerFor(app, 'public_only', { roles: ['Public'] });
      const response = await reader.request('POST', '/api/v1/dashboard/', { dashboard_title: 'x' });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET (list)', () => {
    it('shows non-admins their own dashboards and published ones holding a chart they can access; admins everything', async () => {
      const birthNames = await exampleDatasetId(app, 'main', 'birth_names');
      const orders = await exampleDatasetId(app, 'sales', 'orders');
      const bobsDraft = await createDashboard(bob, { dashboard_title: 'Bob draft' });
      // Keeps the two change times apart for the newest-first order below.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const bobsPublished = await createDashboard(bob, { dashboard_title: 'Bob published', published: true });
      const ordersBoard = await createDashboard(admin, { dashboard_title: 'Orders board', published: true });
      await createChart(bob, {
        slice_name: 'Births',
        datasource_id: birthNames,
        datasource_type: 'table',
        dashboards: [bobsPublished],
      });
      await createChart(admin, {
        slice_name: 'Orders',
        datasource_id: orders,
        datasource_type: 'table',
        dashboards: [ordersBoard],
      });

      const seenByAlice = titles(await list(alice));
      expect(seenByAlice).toContain('Bob published');
      expect(seenByAlice).toContain('Quarterly sales');
      expect(seenByAlice).not.toContain('Bob draft');
      expect(seenByAlice).not.toContain('Orders board');
      expect(titles(await list(bob))).toContain('Bob draft');
      expect(titles(await list(admin))).toEqual(expect.arrayContaining(['Bob draft', 'Orders board', 'Bob published']));
      expect(bobsDraft).toBeGreaterThan(0);
    });

    it("answers the save modal's query: columns id and title, title contains, newest first", async () => {
      const rison =
        "(columns:!(id,dashboard_title),filters:!((col:dashboard_title,opr:ct,value:'bob')),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:100)";
      const reply = await list(admin, rison);
      expect(reply.result).toEqual([
        { id: expect.any(Number), dashboard_title: 'Bob published' },
        { id: expect.any(Number), dashboard_title: 'Bob draft' },
      ]);
      expect(reply.list_columns).toEqual(['id', 'dashboard_title']);
      expect(reply.count).toBe(2);
    });

    it('filters on owners and published, and lists the fields of a dashboard', async () => {
      expect(
        titles(
          await list(
            admin,
            `(filters:!((col:owners,opr:rel_m_m,value:${bob.id})),order_column:dashboard_title,order_direction:asc)`,
          ),
        ),
      ).toEqual(['Bob draft', 'Bob published']);
      const published = await list(admin, '(filters:!((col:published,opr:eq,value:!t)))');
      expect(titles(published)).toEqual(expect.arrayContaining(['Bob published', 'Orders board']));
      expect(titles(published)).not.toContain('Bob draft');
      const row = (await list(admin, "(filters:!((col:dashboard_title,opr:eq,value:'Quarterly sales')))")).result[0];
      expect(row).toMatchObject({
        dashboard_title: 'Quarterly sales',
        url: `/superset/dashboard/${String(row.id)}/`,
        status: 'draft',
        published: false,
        owners: [{ id: alice.id, first_name: 'Alice', last_name: 'Adams', email: 'alice@example.com' }],
        changed_by_name: 'Alice Adams',
      });
    });

    it("gives Superset 6.1's list columns (no layout, metadata or css), and the order columns among those selected", async () => {
      const all = await list(admin, "(filters:!((col:dashboard_title,opr:eq,value:'Quarterly sales')))");
      const row = all.result[0];
      expect(row).toMatchObject({
        roles: [],
        tags: [],
        thumbnail_url: expect.stringMatching(
          new RegExp(`^/api/v1/dashboard/${String(row.id)}/thumbnail/[0-9a-f]{64}/$`),
        ),
      });
      for (const key of ['css', 'position_json', 'json_metadata']) expect(row).not.toHaveProperty(key);
      expect(all.list_columns).toEqual(
        expect.arrayContaining(['thumbnail_url', 'roles.id', 'roles.name', 'tags.type']),
      );
      const selected = await admin.get<{ order_columns: string[] }>(
        `/api/v1/dashboard/?${q('(select_columns:!(id,dashboard_title,published,changed_on_delta_humanized))')}`,
      );
      expect(selected.data.order_columns).toEqual(['changed_on_delta_humanized', 'dashboard_title', 'published']);
    });

    it('answers 400 for a filter column it does not know', async () => {
      const response = await admin.get(`/api/v1/dashboard/?${q('(filters:!((col:css,opr:eq,value:x)))')}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Filter column: css not allowed to filter' });
    });
  });
});
