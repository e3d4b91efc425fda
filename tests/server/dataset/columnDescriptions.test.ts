/**
 * A physical dataset's columns carry the database's column comments as descriptions, as
 * Superset's fetch_metadata reads them (found by the differential suite, tests/superset/).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/testApp';

describe('column descriptions from the database', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it("gives the example datasets their columns' comments", async () => {
    const { rows } = await app.store.datasets.list({ databaseId: 1 });
    const summary = rows.find((row) => row.schema === 'sales' && row.table_name === 'orders');
    const orders = await app.store.datasets.findById(summary!.id);
    const revenue = orders?.columns.find((column) => column.column_name === 'revenue');
    expect(revenue?.description).toBe('quantity × unit_price × (1 − discount)');
    const withoutComment = orders?.columns.find((column) => column.column_name === 'order_id');
    expect(withoutComment?.description ?? null).toBeNull();
  });
});
