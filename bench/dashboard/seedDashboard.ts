import type { FastifyInstance } from 'fastify';
import { rowsLayout, type BenchChart } from './benchLayout';

export interface ExampleChart {
  slice_name: string;
  viz_type: string;
  params: string | null;
  datasource_id: number;
  datasource_type: string;
}

export interface SeededDashboard {
  dashboardId: number;
  chartCount: number;
  /** The example charts copied, by viz type, for the notes. */
  vizTypes: string[];
}

/** A call on the API as `token`'s user, in-process; anything but `expected` is an error. */
export async function call<T>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  expected: number,
  payload?: object,
): Promise<T> {
  const reply = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  if (reply.statusCode !== expected)
    throw new Error(`${method} ${url} answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  return reply.json<T>();
}

export async function adminToken(app: FastifyInstance, password: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username: 'admin', password, provider: 'db' },
  });
  if (login.statusCode !== 200) throw new Error(`API login answered ${login.statusCode}`);
  return login.json<{ access_token: string }>().access_token;
}

/** The server's charts that have params (the examples), by name. */
export async function listExampleCharts(app: FastifyInstance, token: string): Promise<ExampleChart[]> {
  const q =
    '(columns:!(id,slice_name,viz_type,params,datasource_id,datasource_type),order_column:slice_name,order_direction:asc,page:0,page_size:100)';
  const listed = await call<{ result: ExampleChart[] }>(
    app,
    token,
    'GET',
    `/api/v1/chart/?q=${encodeURIComponent(q)}`,
    200,
  );
  return listed.result.filter((chart) => chart.params !== null);
}

/**
 * Copies the example charts round-robin into `chartCount` new charts (same params, dataset and viz
 * type), then creates one dashboard laying them out in rows of three: POST for the dashboard,
 * PUT with `json_metadata.positions` for the layout, which also records the dashboard's charts.
 */
export async function seedDashboard(app: FastifyInstance, token: string, chartCount: number): Promise<SeededDashboard> {
  const examples = await listExampleCharts(app, token);
  if (examples.length === 0) throw new Error('No example charts to copy');
  const charts: BenchChart[] = [];
  for (let index = 0; index < chartCount; index += 1) {
    const example = examples[index % examples.length];
    const sliceName = `Bench ${index + 1}: ${example.slice_name}`;
    const created = await call<{ id: number }>(app, token, 'POST', '/api/v1/chart/', 201, {
      slice_name: sliceName,
      viz_type: example.viz_type,
      params: example.params,
      datasource_id: example.datasource_id,
      datasource_type: example.datasource_type,
    });
    charts.push({ id: created.id, sliceName });
  }
  const title = `Bench: ${chartCount} charts`;
  const dashboard = await call<{ id: number }>(app, token, 'POST', '/api/v1/dashboard/', 201, {
    dashboard_title: title,
    published: true,
  });
  await call(app, token, 'PUT', `/api/v1/dashboard/${dashboard.id}`, 200, {
    dashboard_title: title,
    json_metadata: JSON.stringify({ positions: rowsLayout(title, charts) }),
  });
  return {
    dashboardId: dashboard.id,
    chartCount: charts.length,
    vizTypes: [...new Set(examples.map((example) => example.viz_type))],
  };
}
