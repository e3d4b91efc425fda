import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetadataStore } from '../../../server/store';
import type { NewDataset } from '../../../server/store/datasets';

describe('DatasetRepository', () => {
  let store: MetadataStore;

  beforeAll(async () => {
    store = await MetadataStore.open(await mkdtemp(path.join(tmpdir(), 'tessera-datasets-')));
  });
  afterAll(() => store.close());

  const input = (table_name: string, extra: Partial<NewDataset> = {}): NewDataset => ({
    database_id: 1,
    schema: 'sales',
    table_name,
    columns: [
      { column_name: 'a', type: 'INTEGER', type_generic: 'numeric' },
      { column_name: 'b', type: 'DATE', type_generic: 'temporal', is_dttm: true },
    ],
    metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
    ...extra,
  });

  it('creates a dataset with its columns (defaults filled in, order kept), metrics and owners', async () => {
    const created = await store.datasets.create(
      input('created', { owner_ids: [1, 1], sql: 'SELECT 1', created_by_fk: 1 }),
    );
    expect(created).toMatchObject({
      table_name: 'created',
      schema: 'sales',
      sql: 'SELECT 1',
      offset: 0,
      filter_select_enabled: true,
      is_sqllab_view: false,
      owner_ids: [1],
      created_by_fk: 1,
      changed_by_fk: 1,
    });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.created_on).toBeInstanceOf(Date);
    expect(
      created.columns.map((column) => [
        column.column_name,
        column.type_generic,
        column.is_dttm,
        column.groupby,
        column.filterable,
        column.is_active,
      ]),
    ).toEqual([
      ['a', 'numeric', false, true, true, true],
      ['b', 'temporal', true, true, true, true],
    ]);
    expect(created.metrics).toMatchObject([{ metric_name: 'count', expression: 'COUNT(*)', verbose_name: null }]);
    expect(await store.datasets.findById(created.id)).toEqual(created);
  });

  it('finds by table (schema, catalog and name exactly) and by name in any schema', async () => {
    const dataset = await store.datasets.create(input('lookup'));
    expect((await store.datasets.findByTable(1, 'sales', 'lookup'))?.id).toBe(dataset.id);
    expect(await store.datasets.findByTable(1, 'main', 'lookup')).toBeNull();
    expect(await store.datasets.findByTable(1, 'sales', 'lookup', 'other_catalog')).toBeNull();
    expect(await store.datasets.findByTable(2, 'sales', 'lookup')).toBeNull();
    expect((await store.datasets.findByName(1, 'lookup'))?.id).toBe(dataset.id);
    const noSchema = await store.datasets.create(input('lookup_none', { schema: null }));
    expect((await store.datasets.findByTable(1, null, 'lookup_none'))?.id).toBe(noSchema.id);
  });

  it('updates fields and syncs columns and metrics: ids kept, new added, others removed', async () => {
    const dataset = await store.datasets.create(input('synced'));
    const [a, b] = dataset.columns;
    const updated = await store.datasets.update(dataset.id, {
      description: 'changed',
      main_dttm_col: 'b',
      changed_by_fk: 2,
      owner_ids: [2, 3],
      columns: [
        { id: b.id, column_name: 'b', verbose_name: 'Bee' },
        { column_name: 'c', type: 'VARCHAR', type_generic: 'string' },
      ],
      metrics: [{ metric_name: 'total', expression: 'SUM(a)' }],
    });
    expect(updated).toMatchObject({ description: 'changed', main_dttm_col: 'b', changed_by_fk: 2, owner_ids: [2, 3] });
    expect(
      updated?.columns.map((column) => [column.id === b.id, column.column_name, column.verbose_name, column.type]),
    ).toEqual([
      [true, 'b', 'Bee', 'DATE'],
      [false, 'c', null, 'VARCHAR'],
    ]);
    expect(updated?.columns.some((column) => column.id === a.id)).toBe(false);
    expect(updated?.metrics.map((metric) => metric.metric_name)).toEqual(['total']);
    expect(updated!.changed_on.getTime()).toBeGreaterThanOrEqual(dataset.changed_on.getTime());
    expect(await store.datasets.update(999999, { description: 'x' })).toBeNull();
    await expect(store.datasets.update(dataset.id, { columns: [{ id: 999999, column_name: 'x' }] })).rejects.toThrow(
      /does not belong/,
    );
  });

  it('lists with filters, order and paging; count ignores paging', async () => {
    await store.datasets.create(input('list_virtual', { schema: 'reports', sql: 'SELECT 2', owner_ids: [7] }));
    await store.datasets.create(input('list_physical', { schema: 'reports' }));
    const reports = await store.datasets.list({ schema: 'reports', orderBy: 'table_name' });
    expect(reports.rows.map((row) => row.table_name)).toEqual(['list_physical', 'list_virtual']);
    expect(
      (await store.datasets.list({ schema: 'reports', kind: 'virtual' })).rows.map((row) => row.table_name),
    ).toEqual(['list_virtual']);
    expect((await store.datasets.list({ ownerId: 7 })).rows.map((row) => row.owner_ids)).toEqual([[7]]);
    expect((await store.datasets.list({ tableNameContains: 'LIST_' })).count).toBe(2);
    const page = await store.datasets.list({ orderBy: 'table_name', direction: 'desc', limit: 1, offset: 1 });
    expect(page.rows).toHaveLength(1);
    expect(page.count).toBeGreaterThan(1);
    expect((await store.datasets.list({ ids: [] })).count).toBe(0);
  });

  it('creates several datasets in one go and deletes datasets with their columns, metrics and owners', async () => {
    const ids = await store.datasets.createMany([input('many_a', { owner_ids: [1] }), input('many_b')]);
    expect(ids).toHaveLength(2);
    expect((await store.datasets.findByIds(ids)).map((dataset) => dataset.table_name)).toEqual(['many_a', 'many_b']);
    expect(await store.datasets.delete([...ids, 999999])).toBe(2);
    expect(await store.datasets.findByIds(ids)).toEqual([]);
    for (const table of ['table_columns', 'sql_metrics', 'sqlatable_user']) {
      expect(await store.db.all(`SELECT * FROM ${table} WHERE table_id IN (?, ?)`, ids)).toEqual([]);
    }
  });
});
