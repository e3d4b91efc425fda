import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../helpers/caller';
import { dashboardFixture, layoutWith, newDashboard, risonIds, type DashboardFixture } from './dashboardTestApp';

type Put = { id: number; result: Record<string, unknown>; last_modified_time: number };

describe('PUT and DELETE /api/v1/dashboard/{pk}', () => {
  let fx: DashboardFixture;
  let ownGamma: Caller;

  const stored = async (id: number) => {
    const dashboard = await fx.app.store.dashboards.findById(id);
    if (!dashboard) throw new Error(`No dashboard ${id}`);
    return dashboard;
  };

  /** Published with a chart on birth_names: listed for every reader of that dataset (Alpha included). */
  const listedForAll = async (id: number): Promise<void> => {
    const response = await fx.admin.put(`/api/v1/dashboard/${id}`, {
      published: true,
      json_metadata: JSON.stringify({ positions: layoutWith([fx.birthsChartId]) }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    fx = await dashboardFixture();
    ownGamma = await callerFor(fx.app, 'gus', { roles: ['Gamma'] });
  });
  afterAll(() => fx.app.close());

  it('publishes with a body of `published` only, leaving the rest alone', async () => {
    const id = await newDashboard(fx.admin, {
      dashboard_title: 'To publish',
      css: 'a{}',
      json_metadata: '{"refresh_frequency":5}',
    });
    const response = await fx.admin.put<Put>(`/api/v1/dashboard/${id}`, { published: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data).toEqual({ id, result: { published: true }, last_modified_time: expect.any(Number) });
    expect(await stored(id)).toMatchObject({ published: true, css: 'a{}', json_metadata: '{"refresh_frequency":5}' });
  });

  it('replaces json_metadata whole and writes the defaults', async () => {
    const id = await newDashboard(fx.admin, {
      dashboard_title: 'Metadata',
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 60 }),
    });
    const response = await fx.admin.put<Put>(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ filter_bar_orientation: 'HORIZONTAL', native_filter_configuration: [] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse((await stored(id)).json_metadata ?? '{}')).toEqual({
      filter_bar_orientation: 'HORIZONTAL',
      native_filter_configuration: [],
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      refresh_frequency: 0,
      color_scheme: '',
      label_colors: {},
      shared_label_colors: [],
      map_label_colors: {},
      color_scheme_domain: [],
      cross_filters_enabled: true,
    });
  });

  it('saves the full object: positions become position_json (uuids filled) and reset the charts', async () => {
    const id = await newDashboard(fx.admin, { dashboard_title: 'Full save' });
    const response = await fx.admin.put<Put>(`/api/v1/dashboard/${id}`, {
      dashboard_title: 'Full save renamed',
      slug: ' full save! ',
      css: '.c{}',
      owners: [fx.admin.id],
      certified_by: 'Team',
      certification_details: 'ok',
      json_metadata: JSON.stringify({
        positions: layoutWith([fx.birthsChartId, 999999]),
        color_scheme: 'bnbColors',
        default_filters: JSON.stringify({ [fx.birthsChartId]: { a: 1 }, 424242: { b: 2 } }),
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.data.result.slug).toBe('full-save');
    const dashboard = await stored(id);
    expect(dashboard).toMatchObject({
      dashboard_title: 'Full save renamed',
      slug: 'full-save',
      css: '.c{}',
      certified_by: 'Team',
      slice_ids: [fx.birthsChartId],
    });
    const layout = JSON.parse(dashboard.position_json ?? '{}') as Record<string, { meta?: Record<string, unknown> }>;
    const chart = await fx.app.store.charts.findById(fx.birthsChartId);
    expect(layout[`CHART-${fx.birthsChartId}`].meta?.uuid).toBe(chart?.uuid);
    expect(layout['CHART-999999'].meta?.uuid).toBeNull();
    expect(dashboard.position_json).not.toMatch(/": |, "/);
    expect(Object.keys(layout)).toEqual([...Object.keys(layout)].sort());
    const metadata = JSON.parse(dashboard.json_metadata ?? '{}') as Record<string, unknown>;
    expect(metadata).not.toHaveProperty('positions');
    expect(metadata.color_scheme).toBe('bnbColors');
    expect(JSON.parse(String(metadata.default_filters))).toEqual({ [fx.birthsChartId]: { a: 1 } });
  });

  it('refuses bad JSON and unknown metadata keys with 400 in marshmallow shape, writing nothing', async () => {
    const id = await newDashboard(fx.admin, { dashboard_title: 'Guarded' });
    const before = await stored(id);
    const badLayout = await fx.admin.put(`/api/v1/dashboard/${id}`, { position_json: '{nope', dashboard_title: 'x' });
    expect(badLayout.statusCode).toBe(400);
    expect(badLayout.data).toEqual({ message: { position_json: ['JSON not valid'] } });
    const unknown = await fx.admin.put(`/api/v1/dashboard/${id}`, { json_metadata: '{"bogus": 1}' });
    expect(unknown.data).toEqual({ message: { json_metadata: [{ bogus: ['Unknown field.'] }] } });
    const wrongType = await fx.admin.put(`/api/v1/dashboard/${id}`, { json_metadata: '{"refresh_frequency": "x"}' });
    expect(wrongType.data).toEqual({ message: { json_metadata: [{ refresh_frequency: ['Not a valid integer.'] }] } });
    const notJson = await fx.admin.put(`/api/v1/dashboard/${id}`, { json_metadata: '[' });
    expect(notJson.data).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    const unknownField = await fx.admin.put(`/api/v1/dashboard/${id}`, { colour: 'red' });
    expect(unknownField.data).toEqual({ message: { colour: ['Unknown field.'] } });
    expect(await stored(id)).toEqual(before);
  });

  it('answers 422 for a slug taken by another dashboard or unknown owners, and changes nothing', async () => {
    await newDashboard(fx.admin, { dashboard_title: 'Taken', slug: 'taken-slug' });
    const id = await newDashboard(fx.admin, { dashboard_title: 'Mine', slug: 'mine' });
    const taken = await fx.admin.put(`/api/v1/dashboard/${id}`, { slug: 'taken-slug', dashboard_title: 'changed' });
    expect(taken.statusCode).toBe(422);
    expect(taken.data).toEqual({ message: { slug: ['Must be unique'] } });
    const owners = await fx.admin.put(`/api/v1/dashboard/${id}`, { owners: [987654] });
    expect(owners.data).toEqual({ message: { owners: ['Owners are invalid'] } });
    const roles = await fx.admin.put(`/api/v1/dashboard/${id}`, { roles: [987654] });
    expect(roles.data).toEqual({ message: { roles: ['Some roles do not exist'] } });
    expect(await stored(id)).toMatchObject({ slug: 'mine', dashboard_title: 'Mine' });
    // Keeping its own slug is fine.
    expect((await fx.admin.put(`/api/v1/dashboard/${id}`, { slug: 'mine' })).statusCode).toBe(200);
  });

  it('lets owners edit; others get 403 (listed) or 404 (hidden)', async () => {
    const gammas = await newDashboard(ownGamma, { dashboard_title: "Gus's" });
    expect((await ownGamma.put(`/api/v1/dashboard/${gammas}`, { dashboard_title: 'Renamed' })).statusCode).toBe(200);
    // Not listed for Alpha (a draft without charts): as missing.
    expect((await fx.alpha.put(`/api/v1/dashboard/${gammas}`, { css: 'x' })).statusCode).toBe(404);
    await listedForAll(gammas);
    const alphaEdit = await fx.alpha.put(`/api/v1/dashboard/${gammas}`, { dashboard_title: 'Alpha was here' });
    expect(alphaEdit.statusCode).toBe(403);
    expect(alphaEdit.data).toEqual({ message: 'Forbidden' });
    const adminsDraft = await newDashboard(fx.admin, { dashboard_title: 'Admin draft' });
    expect((await ownGamma.put(`/api/v1/dashboard/${adminsDraft}`, { published: true })).statusCode).toBe(404);
    expect((await fx.admin.put('/api/v1/dashboard/999999', { published: true })).statusCode).toBe(404);
    // As Flask's <int:pk>: a path that is not an id names nothing.
    expect((await fx.admin.put('/api/v1/dashboard/abc', { published: true })).statusCode).toBe(404);
  });

  it('a non-admin owner who leaves themselves out of owners stays an owner', async () => {
    const id = await newDashboard(ownGamma, { dashboard_title: 'Shared' });
    expect((await ownGamma.put(`/api/v1/dashboard/${id}`, { owners: [fx.admin.id] })).statusCode).toBe(200);
    expect((await stored(id)).owner_ids.sort()).toEqual([fx.admin.id, ownGamma.id].sort());
  });

  it('deletes one dashboard (owner or admin), with its favourites', async () => {
    const id = await newDashboard(ownGamma, { dashboard_title: 'Doomed' });
    await ownGamma.post(`/api/v1/dashboard/${id}/favorites/`);
    await listedForAll(id);
    expect((await fx.alpha.delete(`/api/v1/dashboard/${id}`)).statusCode).toBe(403);
    const response = await ownGamma.delete(`/api/v1/dashboard/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({ message: 'OK' });
    expect(await fx.app.store.dashboards.findById(id)).toBeNull();
    expect(await fx.app.store.favourites.idsOf(ownGamma.id, 'Dashboard')).not.toContain(id);
    expect((await ownGamma.delete(`/api/v1/dashboard/${id}`)).statusCode).toBe(404);
  });

  it('bulk deletes a rison id list; an unknown id deletes nothing (404), a foreign one 403', async () => {
    const first = await newDashboard(fx.admin, { dashboard_title: 'Bulk 1' });
    const second = await newDashboard(fx.admin, { dashboard_title: 'Bulk 2' });
    const unknown = await fx.admin.delete(`/api/v1/dashboard/${risonIds([first, 999999])}`);
    expect(unknown.statusCode).toBe(404);
    expect(await fx.app.store.dashboards.findById(first)).not.toBeNull();
    const foreign = await newDashboard(fx.admin, { dashboard_title: 'Foreign', published: true });
    await listedForAll(foreign);
    const mine = await newDashboard(fx.alpha, { dashboard_title: 'Alpha own' });
    expect((await fx.alpha.delete(`/api/v1/dashboard/${risonIds([mine, foreign])}`)).statusCode).toBe(403);
    expect(await fx.app.store.dashboards.findById(mine)).not.toBeNull();
    const response = await fx.admin.delete(`/api/v1/dashboard/${risonIds([first, second])}`);
    expect(response.data).toEqual({ message: 'Deleted 2 dashboards' });
    expect(await fx.app.store.dashboards.findByIds([first, second])).toEqual([]);
  });
});
