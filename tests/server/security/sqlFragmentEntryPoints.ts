/**
 * Entry points that embed a custom SQL fragment in a query the server compiles: chart data
 * (metric, column, WHERE, HAVING, a templated metric), samples, the legacy explore_json (metric,
 * adhoc WHERE and HAVING filters) and a column's filter values (computed column, values predicate).
 */
import { expect } from 'vitest';
import { expectClientError, nextClientId, replyOf, type BatteryApp, type Reply } from './sqlBatteryApp';
import type { AppRef, EntryPoint } from './sqlEntryPoints';

const AIRPORTS_SQL = 'SELECT * FROM main.airports';
const last = (replies: Reply[]): Reply => replies[replies.length - 1];

/** A virtual dataset over the airports, of its own for one entry point, created on first use. */
function airportsDataset(app: AppRef, name: string): () => Promise<number> {
  let id: number | null = null;
  return async () => {
    if (id !== null) return id;
    const created = await app().admin.post('/api/v1/dataset/', {
      database: app().examplesId,
      schema: 'main',
      table_name: name,
      sql: AIRPORTS_SQL,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json<{ id: number }>().id;
    return id;
  };
}

function entry(
  name: string,
  control: string,
  shape: 'errors' | 'message',
  send: (sql: string) => Promise<Reply[]>,
): EntryPoint {
  return {
    name,
    control,
    send,
    async expectRefused(replies) {
      expectClientError(last(replies), shape);
    },
    async expectSucceeded(replies) {
      expect(last(replies).status, last(replies).body).toBe(200);
    },
  };
}

function chartData(t: BatteryApp, id: number, query: Record<string, unknown>): Promise<Reply> {
  return t.admin
    .post('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      queries: [{ row_limit: 10, ...query }],
    })
    .then(replyOf);
}

function exploreJson(t: BatteryApp, id: number, formData: Record<string, unknown>): Promise<Reply> {
  const form = {
    datasource: `${id}__table`,
    viz_type: 'table',
    row_limit: 10,
    time_range: 'No filter',
    groupby: [],
    ...formData,
  };
  return t.admin.get(`/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(form))}`).then(replyOf);
}

const sqlMetric = (sql: string): Record<string, string> => ({ expressionType: 'SQL', sqlExpression: sql, label: 'm' });

export function fragmentEntryPoints(app: AppRef): EntryPoint[] {
  const plain = airportsDataset(app, 'battery_fragments');
  const templated = airportsDataset(app, 'battery_templated');
  const computed = airportsDataset(app, 'battery_computed');
  const predicated = airportsDataset(app, 'battery_predicate');
  const where = "country = 'France'";
  return [
    entry('chart data: SQL metric', 'COUNT(*)', 'message', async (sql) => [
      await chartData(app(), await plain(), { columns: [], metrics: [sqlMetric(sql)] }),
    ]),
    entry('chart data: SQL column', 'upper(city)', 'message', async (sql) => [
      await chartData(app(), await plain(), {
        columns: [{ expressionType: 'SQL', sqlExpression: sql, label: 'c' }],
        metrics: ['count'],
      }),
    ]),
    entry('chart data: WHERE extra', where, 'message', async (sql) => [
      await chartData(app(), await plain(), { columns: [], metrics: ['count'], extras: { where: sql } }),
    ]),
    entry('chart data: HAVING extra', 'COUNT(*) > 0', 'message', async (sql) => [
      await chartData(app(), await plain(), { columns: ['country'], metrics: ['count'], extras: { having: sql } }),
    ]),
    entry('chart data: templated SQL metric', 'COUNT(*)', 'message', async (sql) => {
      const id = await templated();
      const put = replyOf(
        await app().admin.put(`/api/v1/dataset/${id}`, { template_params: JSON.stringify({ fragment: sql }) }),
      );
      expect(put.status, put.body).toBe(200);
      return [put, await chartData(app(), id, { columns: [], metrics: [sqlMetric('{{ fragment }}')] })];
    }),
    entry('samples: WHERE extra', where, 'message', async (sql) => [
      replyOf(
        await app().admin.post(`/datasource/samples?datasource_type=table&datasource_id=${await plain()}`, {
          extras: { where: sql },
        }),
      ),
    ]),
    entry('explore_json: SQL metric', 'COUNT(*)', 'message', async (sql) => [
      await exploreJson(app(), await plain(), { metrics: [sqlMetric(sql)] }),
    ]),
    entry('explore_json: adhoc SQL WHERE filter', where, 'message', async (sql) => [
      await exploreJson(app(), await plain(), {
        metrics: ['count'],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: sql }],
      }),
    ]),
    entry('explore_json: adhoc SQL HAVING filter', 'COUNT(*) > 0', 'message', async (sql) => [
      await exploreJson(app(), await plain(), {
        groupby: ['country'],
        metrics: ['count'],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: sql }],
      }),
    ]),
    entry('column values: computed column', 'upper(city)', 'message', async (sql) => {
      const id = await computed();
      const column = nextClientId('probe_');
      const put = replyOf(
        await app().admin.put(`/api/v1/dataset/${id}`, { columns: [{ column_name: column, expression: sql }] }),
      );
      expect(put.status, put.body).toBe(200);
      return [put, replyOf(await app().admin.get(`/api/v1/datasource/table/${id}/column/${column}/values/`))];
    }),
    entry('column values: values predicate', where, 'message', async (sql) => {
      const id = await predicated();
      const put = replyOf(await app().admin.put(`/api/v1/dataset/${id}`, { fetch_values_predicate: sql }));
      expect(put.status, put.body).toBe(200);
      return [put, replyOf(await app().admin.get(`/api/v1/datasource/table/${id}/column/city/values/`))];
    }),
  ];
}
