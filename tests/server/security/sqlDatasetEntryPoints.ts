/**
 * Virtual datasets as entry points for whole scripts: creating one (its columns are read from the
 * SQL), updating its SQL with override_columns, and SQL stored without a check (a plain update)
 * that refresh, chart data, samples and column values then run — plain and templated.
 */
import { expect } from 'vitest';
import { expectClientError, nextClientId, replyOf, type BatteryApp, type Reply } from './sqlBatteryApp';
import type { AppRef, EntryPoint } from './sqlEntryPoints';

const BENIGN = 'SELECT 1 AS one';
const last = (replies: Reply[]): Reply => replies[replies.length - 1];

/** A virtual dataset of its own for one entry point, created on first use. */
function datasetOf(app: AppRef, name: string): () => Promise<number> {
  let id: number | null = null;
  return async () => {
    if (id !== null) return id;
    const created = await app().admin.post('/api/v1/dataset/', {
      database: app().examplesId,
      schema: 'main',
      table_name: name,
      sql: BENIGN,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json<{ id: number }>().id;
    return id;
  };
}

function entry(
  name: string,
  shape: 'errors' | 'message',
  success: number,
  send: (sql: string) => Promise<Reply[]>,
): EntryPoint {
  return {
    name,
    control: BENIGN,
    send,
    async expectRefused(replies) {
      expectClientError(last(replies), shape);
    },
    async expectSucceeded(replies) {
      expect(last(replies).status, last(replies).body).toBe(success);
    },
  };
}

/** Stores `sql` as the dataset's SQL without reading it (a plain update), then runs `read`. */
function stored(
  app: AppRef,
  name: string,
  templated: boolean,
  read: (t: BatteryApp, id: number) => Promise<Reply>,
  shape: 'errors' | 'message',
): EntryPoint {
  const dataset = datasetOf(app, name);
  return entry(
    `stored virtual dataset SQL${templated ? ', templated' : ''}: ${name.replace(/_/g, ' ')}`,
    shape,
    200,
    async (sql) => {
      const id = await dataset();
      const body = templated ? { sql: '{{ attack }}', template_params: JSON.stringify({ attack: sql }) } : { sql };
      const put = replyOf(await app().admin.put(`/api/v1/dataset/${id}`, body));
      expect(put.status, put.body).toBe(200);
      return [put, await read(app(), id)];
    },
  );
}

const chartData = async (t: BatteryApp, id: number): Promise<Reply> =>
  replyOf(
    await t.admin.post('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      queries: [{ columns: ['one'], metrics: ['count'] }],
    }),
  );

export function datasetEntryPoints(app: AppRef): EntryPoint[] {
  const overridden = datasetOf(app, 'battery_override');
  return [
    entry('virtual dataset create', 'message', 201, async (sql) => [
      replyOf(
        await app().admin.post('/api/v1/dataset/', {
          database: app().examplesId,
          schema: 'main',
          table_name: nextClientId('vd_'),
          sql,
        }),
      ),
    ]),
    entry('virtual dataset create, templated', 'message', 201, async (sql) => [
      replyOf(
        await app().admin.post('/api/v1/dataset/', {
          database: app().examplesId,
          schema: 'main',
          table_name: nextClientId('vt_'),
          sql: '{{ attack }}',
          template_params: JSON.stringify({ attack: sql }),
        }),
      ),
    ]),
    entry('virtual dataset update with override_columns', 'message', 200, async (sql) => [
      replyOf(await app().admin.put(`/api/v1/dataset/${await overridden()}?override_columns=true`, { sql })),
    ]),
    stored(
      app,
      'battery_refresh',
      false,
      async (t, id) => replyOf(await t.admin.put(`/api/v1/dataset/${id}/refresh`)),
      'message',
    ),
    stored(app, 'battery_chart_data', false, chartData, 'message'),
    stored(app, 'battery_chart_data_t', true, chartData, 'message'),
    stored(
      app,
      'battery_samples',
      false,
      async (t, id) => replyOf(await t.admin.post(`/datasource/samples?datasource_type=table&datasource_id=${id}`, {})),
      'message',
    ),
    stored(
      app,
      'battery_values',
      false,
      async (t, id) => replyOf(await t.admin.get(`/api/v1/datasource/table/${id}/column/one/values/`)),
      'message',
    ),
  ];
}
