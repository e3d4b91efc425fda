import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_CHARTS } from '../../../server/examples/charts';
import { createTestApp, type TestApp } from '../helpers/testApp';

describe('example charts', () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
  });
  afterAll(async () => {
    await first.app.close();
  });

  it('are created on first start, on their example datasets, owned by admin', async () => {
    const charts = await first.app.store.charts.list();
    const examples = charts.filter((chart) => EXAMPLE_CHARTS.some((example) => example.uuid === chart.uuid));
    expect(examples).toHaveLength(EXAMPLE_CHARTS.length);
    const admin = await first.app.store.users.findByUsername('admin');
    for (const chart of examples) {
      expect(chart.owner_ids).toEqual([admin?.id]);
      const dataset = await first.app.store.datasets.findById(chart.datasource_id ?? -1);
      expect(dataset).not.toBeNull();
      const params = JSON.parse(chart.params ?? '{}') as { datasource?: string; viz_type?: string };
      expect(params.datasource).toBe(`${dataset?.id}__table`);
      expect(params.viz_type).toBe(chart.viz_type);
    }
  });

  it('are not created again on a later start, even when one was deleted', async () => {
    const [deleted] = await first.app.store.charts.list();
    await first.app.store.charts.delete([deleted.id]);
    const countBefore = (await first.app.store.charts.list()).length;
    await first.app.close();
    first = await createTestApp({ dataDir: first.dataDir });
    expect((await first.app.store.charts.list()).length).toBe(countBefore);
    expect(await first.app.store.charts.findByUuid(deleted.uuid)).toBeNull();
  });
});
