import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../helpers/caller';
import { dashboardFixture, newDashboard, placeCharts, type DashboardFixture } from './dashboardTestApp';

type ListReply = { count: number; result: Array<Record<string, unknown>> };

describe('GET /api/v1/dashboard/ filters and access, related, _info', () => {
  let fx: DashboardFixture;
  let ownGamma: Caller;

  const q = (rison: string): string => `?q=${encodeURIComponent(rison)}`;
  const titles = async (caller: Caller, rison = '(page_size:100)'): Promise<string[]> => {
    const response = await caller.get<ListReply>(`/api/v1/dashboard/${q(rison)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.data.result.map((row) => String(row.dashboard_title));
  };
  const filtered = (col: string, opr: string, value: string) =>
    `(filters:!((col:${col},opr:${opr},value:${value})),page_size:100)`;

  beforeAll(async () => {
    fx = await dashboardFixture();
    ownGamma = await callerFor(fx.app, 'gwen', { roles: ['Gamma'] });
    const births = await newDashboard(fx.admin, {
      dashboard_title: 'Zz births',
      slug: 'zz-births-slug',
      published: true,
      certified_by: 'Data team',
    });
    await placeCharts(fx.admin, births, [fx.birthsChartId]);
    const orders = await newDashboard(fx.admin, { dashboard_title: 'Zz orders', published: true });
    await placeCharts(fx.admin, orders, [fx.ordersChartId]);
    await newDashboard(fx.admin, { dashboard_title: 'Zz empty published', published: true });
    const draft = await newDashboard(fx.admin, { dashboard_title: 'Zz draft' });
    await placeCharts(fx.admin, draft, [fx.birthsChartId]);
    await newDashboard(ownGamma, { dashboard_title: 'Zz gwen draft' });
    await fx.gamma.post(`/api/v1/dashboard/${births}/favorites/`);
  });
  afterAll(() => fx.app.close());

  it('lists for Gamma: published with an accessible dataset, and owned; never drafts of others', async () => {
    const seen = (await titles(fx.gamma, filtered('dashboard_title', 'sw', 'Zz'))).sort();
    expect(seen).toEqual(['Zz births']);
    expect(await titles(ownGamma, filtered('dashboard_title', 'sw', 'Zz'))).toEqual(['Zz gwen draft']);
    // Alpha holds every datasource, yet lists only published dashboards with charts; admins list all.
    expect((await titles(fx.alpha, filtered('dashboard_title', 'sw', 'Zz'))).sort()).toEqual([
      'Zz births',
      'Zz orders',
    ]);
    expect((await titles(fx.admin, filtered('dashboard_title', 'sw', 'Zz'))).length).toBe(5);
  });

  it('filters by favourite, certification, title or slug, created by me', async () => {
    expect(await titles(fx.gamma, filtered('id', 'dashboard_is_favorite', '!t'))).toEqual(['Zz births']);
    const certified = await titles(fx.admin, filtered('id', 'dashboard_is_certified', '!t'));
    expect(certified).toContain('Zz births');
    expect(certified).not.toContain('Zz orders');
    expect(await titles(fx.admin, filtered('dashboard_title', 'title_or_slug', 'births-slug'))).toEqual(['Zz births']);
    expect(await titles(ownGamma, filtered('created_by', 'dashboard_created_by_me', '!t'))).toEqual(['Zz gwen draft']);
    expect(await titles(fx.admin, filtered('tags', 'dashboard_tags', 'x'))).toEqual([]);
  });

  it('orders and pages', async () => {
    const rison =
      "(filters:!((col:dashboard_title,opr:sw,value:'Zz')),order_column:dashboard_title,order_direction:asc,page:1,page_size:2)";
    const response = await fx.admin.get<ListReply>(`/api/v1/dashboard/${q(rison)}`);
    expect(response.data.count).toBe(5);
    expect(response.data.result.map((row) => row.dashboard_title)).toEqual(['Zz empty published', 'Zz gwen draft']);
  });

  it('offers owners and roles to pick', async () => {
    const owners = await fx.admin.get<{ count: number; result: Array<{ value: number; text: string }> }>(
      `/api/v1/dashboard/related/owners${q("(filter:'gina')")}`,
    );
    expect(owners.data.result).toEqual([
      { value: fx.gamma.id, text: 'Gina Gamma', extra: expect.objectContaining({ active: true }) },
    ]);
    const roles = await fx.admin.get<{ result: Array<{ text: string }> }>(
      `/api/v1/dashboard/related/roles${q("(filter:'gam')")}`,
    );
    expect(roles.data.result.map((role) => role.text)).toEqual(['Gamma']);
    expect((await fx.admin.get('/api/v1/dashboard/related/css')).statusCode).toBe(404);
  });

  it("_info gives the caller's permissions on Dashboard", async () => {
    const info = await fx.gamma.get<{ permissions: string[] }>(`/api/v1/dashboard/_info${q('(keys:!(permissions))')}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.data.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(info.data).not.toHaveProperty('filters');
  });
});
