import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../helpers/caller';
import { dashboardFixture, layoutWith, newDashboard, type DashboardFixture } from './dashboardTestApp';

const filter = (id: string, name = id): Record<string, unknown> => ({
  id,
  name,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
});

const LONG_AGO = new Date('2020-01-02T03:04:05.000Z');

describe('PUT /api/v1/dashboard/{pk}/filters and /colors', () => {
  let fx: DashboardFixture;
  let ownGamma: Caller;

  const stored = async (id: number) => {
    const dashboard = await fx.app.store.dashboards.findById(id);
    if (!dashboard) throw new Error(`No dashboard ${id}`);
    return dashboard;
  };
  const storedMetadata = async (id: number): Promise<Record<string, unknown>> =>
    JSON.parse((await stored(id)).json_metadata ?? 'null') as Record<string, unknown>;
  /** Sets the change stamp far back, so that a write that moves it shows. */
  const backdate = (id: number) =>
    fx.app.store.dashboards.transaction((tx) =>
      tx.run('UPDATE dashboards SET changed_on = ? WHERE id = ?', [LONG_AGO, id]),
    );
  /** A dashboard of `caller` with filters A, B, C and a few other metadata keys. */
  const withFilters = (caller: Caller, title: string) =>
    newDashboard(caller, {
      dashboard_title: title,
      json_metadata: JSON.stringify({
        refresh_frequency: 30,
        native_filter_configuration: [filter('A'), filter('B'), filter('C')],
        color_scheme: 'bnbColors',
      }),
    });
  /** Published with a chart on birth_names: listed for Alpha, who does not own it. */
  const listedForAll = async (id: number, caller: Caller): Promise<void> => {
    const metadata = { ...(await storedMetadata(id)), positions: layoutWith([fx.birthsChartId]) };
    const response = await caller.put(`/api/v1/dashboard/${id}`, {
      published: true,
      json_metadata: JSON.stringify(metadata),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    fx = await dashboardFixture();
    ownGamma = await callerFor(fx.app, 'gus', { roles: ['Gamma'] });
  });
  afterAll(() => fx.app.close());

  describe('filters', () => {
    it('replaces modified filters by id, appends new ones, removes deleted ones, keeps the other keys', async () => {
      const id = await withFilters(ownGamma, 'Filters');
      await backdate(id);
      const changedB = { ...filter('B', 'B renamed'), defaultDataMask: { filterState: { value: ['boy'] } } };
      const response = await fx.admin.put<{ result: unknown[] }>(`/api/v1/dashboard/${id}/filters`, {
        modified: [changedB, filter('D')],
        deleted: ['A'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toEqual({ result: [changedB, filter('C'), filter('D')] });
      expect(await storedMetadata(id)).toEqual({
        refresh_frequency: 30,
        native_filter_configuration: [changedB, filter('C'), filter('D')],
        color_scheme: 'bnbColors',
      });
      const after = await stored(id);
      expect(after.changed_on.getTime()).toBeGreaterThan(LONG_AGO.getTime());
      expect(after.changed_by_fk).toBe(fx.admin.id);
    });

    it('sets the order from `reordered`: unnamed filters go, new ones it forgot go last, a repeat counts once', async () => {
      const id = await withFilters(fx.admin, 'Reorder');
      const response = await fx.admin.put<{ result: unknown[] }>(`/api/v1/dashboard/${id}/filters`, {
        modified: [filter('E')],
        reordered: ['C', 'A', 'C', 'nowhere'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data.result).toEqual([filter('C'), filter('A'), filter('E')]);
      expect((await storedMetadata(id)).native_filter_configuration).toEqual(response.data.result);
    });

    it('starts from no metadata at all', async () => {
      const id = await newDashboard(fx.admin, { dashboard_title: 'Bare' });
      const response = await fx.admin.put(`/api/v1/dashboard/${id}/filters`, { modified: [filter('A')] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toEqual({ result: [filter('A')] });
      expect(await storedMetadata(id)).toEqual({ native_filter_configuration: [filter('A')] });
    });

    it('answers an empty body with the filters as they are and writes nothing (Superset fails on it)', async () => {
      const id = await withFilters(fx.admin, 'Empty body');
      await backdate(id);
      const before = await stored(id);
      const response = await fx.admin.put(`/api/v1/dashboard/${id}/filters`, {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toEqual({ result: [filter('A'), filter('B'), filter('C')] });
      expect(await stored(id)).toEqual(before);
    });

    it('refuses a bad body with marshmallow field errors and leaves the dashboard alone', async () => {
      const id = await withFilters(fx.admin, 'Bad filters');
      const before = await stored(id);
      const url = `/api/v1/dashboard/${id}/filters`;
      const cases: Array<[unknown, unknown]> = [
        [
          { modified: [filter('Z'), 1, null, ['x']] },
          {
            modified: {
              '1': ['Not a valid mapping type.'],
              '2': ['Field may not be null.'],
              '3': ['Not a valid mapping type.'],
            },
          },
        ],
        [{ deleted: [1] }, { deleted: { '0': ['Not a valid string.'] } }],
        [{ reordered: 'A' }, { reordered: ['Not a valid list.'] }],
        [{ modified: [], native_filter_configuration: [] }, { native_filter_configuration: ['Unknown field.'] }],
        [[filter('A')], { _schema: ['Invalid input type.'] }],
      ];
      for (const [body, message] of cases) {
        const response = await fx.admin.put(url, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.data).toEqual({ message });
      }
      expect((await fx.admin.put(url)).statusCode).toBe(400);
      const notJson = await fx.admin.put(url, 'deleted=A', { headers: { 'content-type': 'text/plain' } });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.data).toEqual({ message: 'Request is not JSON' });
      expect(await stored(id)).toEqual(before);
    });

    it('lets owners and admins change them; others get 403 (listed) or 404 (hidden or unknown)', async () => {
      const id = await withFilters(ownGamma, "Gus's filters");
      const url = `/api/v1/dashboard/${id}/filters`;
      const body = { deleted: ['B'] };
      // A draft without charts is not listed for Alpha: as missing.
      expect((await fx.alpha.put(url, body)).statusCode).toBe(404);
      await listedForAll(id, ownGamma);
      const refused = await fx.alpha.put(url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.data).toEqual({ message: 'Forbidden' });
      expect((await storedMetadata(id)).native_filter_configuration).toHaveLength(3);
      expect((await ownGamma.put(url, body)).statusCode).toBe(200);
      expect((await fx.admin.put(url, { deleted: ['C'] })).statusCode).toBe(200);
      expect((await storedMetadata(id)).native_filter_configuration).toEqual([filter('A')]);
      expect((await fx.admin.put('/api/v1/dashboard/999999/filters', body)).statusCode).toBe(404);
    });
  });

  describe('colors', () => {
    const colors = {
      color_namespace: 'ns',
      color_scheme: 'supersetColors',
      label_colors: { boy: '#0000ff' },
      shared_label_colors: ['boy', 'girl'],
      map_label_colors: { boy: '#0000ff', girl: '#ff00ff' },
      color_scheme_domain: ['#0000ff', '#ff00ff'],
    };

    it('merges the colour keys into the metadata (not color_namespace, as Superset) and answers {}', async () => {
      const id = await withFilters(ownGamma, 'Colours');
      await backdate(id);
      const response = await fx.admin.put(`/api/v1/dashboard/${id}/colors`, colors);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.data).toEqual({});
      const metadata = await storedMetadata(id);
      expect(metadata).toEqual({
        refresh_frequency: 30,
        native_filter_configuration: [filter('A'), filter('B'), filter('C')],
        color_scheme: 'supersetColors',
        color_scheme_domain: colors.color_scheme_domain,
        shared_label_colors: colors.shared_label_colors,
        map_label_colors: colors.map_label_colors,
        label_colors: colors.label_colors,
      });
      // Existing keys keep their place, new ones follow in Superset's order (as its json.dumps writes them).
      expect(Object.keys(metadata)).toEqual([
        'refresh_frequency',
        'native_filter_configuration',
        'color_scheme',
        'color_scheme_domain',
        'shared_label_colors',
        'map_label_colors',
        'label_colors',
      ]);
      const after = await stored(id);
      expect(after.changed_on.getTime()).toBeGreaterThan(LONG_AGO.getTime());
      expect(after.changed_by_fk).toBe(fx.admin.id);
    });

    it('with mark_updated=false (or anything not true) leaves changed_on and changed_by alone', async () => {
      for (const flag of ['false', 'no', 'nonsense']) {
        const id = await withFilters(ownGamma, `Quiet colours ${flag}`);
        await backdate(id);
        const response = await fx.admin.put(`/api/v1/dashboard/${id}/colors?mark_updated=${flag}`, {
          label_colors: { girl: '#ff00ff' },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect((await storedMetadata(id)).label_colors).toEqual({ girl: '#ff00ff' });
        const after = await stored(id);
        expect(after.changed_on.toISOString(), flag).toBe(LONG_AGO.toISOString());
        expect(after.changed_by_fk).toBe(ownGamma.id);
      }
      const id = await withFilters(ownGamma, 'Loud colours');
      await backdate(id);
      await fx.admin.put(`/api/v1/dashboard/${id}/colors?mark_updated=Yes`, { color_scheme: 'x' });
      expect((await stored(id)).changed_on.getTime()).toBeGreaterThan(LONG_AGO.getTime());
    });

    it('a save that changes nothing writes nothing (changed_on stays)', async () => {
      const id = await withFilters(fx.admin, 'Same colours');
      const url = `/api/v1/dashboard/${id}/colors`;
      expect((await fx.admin.put(url, { color_scheme: 'same' })).statusCode).toBe(200);
      await backdate(id);
      expect((await fx.admin.put(url, { color_scheme: 'same' })).statusCode).toBe(200);
      expect((await fx.admin.put(url, {})).statusCode).toBe(200);
      expect((await stored(id)).changed_on.toISOString()).toBe(LONG_AGO.toISOString());
    });

    it('loads a pre-4.1 shared_label_colors mapping as an empty list', async () => {
      const id = await withFilters(fx.admin, 'Old shared labels');
      const response = await fx.admin.put(`/api/v1/dashboard/${id}/colors`, { shared_label_colors: { boy: '#000' } });
      expect(response.statusCode, response.body).toBe(200);
      expect((await storedMetadata(id)).shared_label_colors).toEqual([]);
    });

    it('refuses bad values with marshmallow field errors and writes nothing', async () => {
      const id = await withFilters(fx.admin, 'Bad colours');
      const before = await stored(id);
      const response = await fx.admin.put(`/api/v1/dashboard/${id}/colors`, {
        color_scheme: 5,
        color_namespace: null,
        label_colors: 'red',
        map_label_colors: null,
        shared_label_colors: [1],
        color_scheme_domain: ['#fff', 2],
      });
      expect(response.statusCode).toBe(400);
      expect(response.data).toEqual({
        message: {
          color_scheme: ['Not a valid string.'],
          label_colors: ['Not a valid mapping type.'],
          map_label_colors: ['Field may not be null.'],
          shared_label_colors: ['Not a valid list'],
          color_scheme_domain: { '1': ['Not a valid string.'] },
        },
      });
      const nullShared = await fx.admin.put(`/api/v1/dashboard/${id}/colors`, { shared_label_colors: null });
      expect(nullShared.data).toEqual({ message: { shared_label_colors: ['Field may not be null.'] } });
      const unknown = await fx.admin.put(`/api/v1/dashboard/${id}/colors`, { refresh_frequency: 5 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.data).toEqual({ message: { refresh_frequency: ['Unknown field.'] } });
      expect(await stored(id)).toEqual(before);
    });

    it('lets owners and admins change them; others get 403 (listed) or 404 (hidden or unknown)', async () => {
      const id = await withFilters(ownGamma, "Gus's colours");
      const url = `/api/v1/dashboard/${id}/colors`;
      expect((await fx.alpha.put(url, { color_scheme: 'a' })).statusCode).toBe(404);
      await listedForAll(id, ownGamma);
      const refused = await fx.alpha.put(url, { color_scheme: 'a' });
      expect(refused.statusCode).toBe(403);
      expect(refused.data).toEqual({ message: 'Forbidden' });
      expect((await storedMetadata(id)).color_scheme).toBe('bnbColors');
      expect((await ownGamma.put(url, { color_scheme: 'gus' })).statusCode).toBe(200);
      expect((await storedMetadata(id)).color_scheme).toBe('gus');
      expect((await fx.admin.put('/api/v1/dashboard/999999/colors', {})).statusCode).toBe(404);
    });
  });
});
