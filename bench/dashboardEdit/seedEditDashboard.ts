/**
 * The edit benchmark's dashboard: the view benchmark's seed makes the charts (copies of the example
 * charts) and a dashboard; its layout is then replaced, through the same API, by the 200-component
 * edit layout, checked first against the app's own nesting rules.
 */
import type { FastifyInstance } from 'fastify';
import { subtreeIsValid } from '../../src/features/dashboard/editing';
import type { DashboardLayout } from '../../src/features/dashboard/dashboardLayoutSlice';
import type { BenchChart } from '../dashboard/benchLayout';
import { seedDashboard } from '../dashboard/seedDashboard';
import { editLayout, type EditLayout } from './editLayout';

export interface SeededEditDashboard {
  dashboardId: number;
  layout: EditLayout;
  vizTypes: string[];
}

async function injected(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
): Promise<unknown> {
  const reply = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
  if (reply.statusCode !== 200)
    throw new Error(`${method} ${url} answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
  return reply.json();
}

function asLayout(layout: EditLayout): DashboardLayout {
  const components: DashboardLayout = {};
  for (const [id, entry] of Object.entries(layout.positions)) {
    if (typeof entry !== 'string') components[id] = { ...entry, meta: entry.meta ?? {} };
  }
  return components;
}

export async function seedEditDashboard(
  app: FastifyInstance,
  token: string,
  chartCount: number,
): Promise<SeededEditDashboard> {
  const seeded = await seedDashboard(app, token, chartCount);
  const listed = (await injected(app, token, 'GET', `/api/v1/dashboard/${seeded.dashboardId}/charts`)) as {
    result: Array<{ id: number; slice_name: string }>;
  };
  const charts: BenchChart[] = listed.result
    .map((chart) => ({ id: chart.id, sliceName: chart.slice_name }))
    .sort((left, right) => left.id - right.id);
  const title = `Bench: editing ${chartCount} charts`;
  const layout = editLayout(title, charts);
  if (!subtreeIsValid(asLayout(layout), 'ROOT_ID')) throw new Error('The edit layout breaks the nesting rules');
  await injected(app, token, 'PUT', `/api/v1/dashboard/${seeded.dashboardId}`, {
    dashboard_title: title,
    json_metadata: JSON.stringify({ positions: layout.positions }),
  });
  return { dashboardId: seeded.dashboardId, layout, vizTypes: seeded.vizTypes };
}
