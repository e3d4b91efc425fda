/**
 * Moving a dashboard between the two servers (reference §3.9): the embedded server's export of an
 * example dashboard (charts on the examples database, tabs, markdown) imports into Superset, and
 * Superset's export of it imports back into the embedded server; each side then shows the same
 * title, layout and chart names as the other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DATABASE_UUID } from '../../server/app';
import type { Reply } from './harness/httpSession';
import { useDifferentialRun, type Side } from './harness/differentialRun';
import { linkExamplesDatabase } from './helpers/examples';

const run = useDifferentialRun();

/** The example dashboard moved: fixed uuid and slug (server/examples/dashboardDefinitions.ts). */
const EXAMPLE = { slug: 'sales-overview', uuid: '7a2f3b20-0001-4c5d-8e01-9b66b1d1f001', title: 'Sales overview' };

type Json = Record<string, unknown>;

interface LayoutComponent {
  id: string;
  type: string;
  children?: string[];
  parents?: string[];
  meta?: Json;
}

/** The export ZIP of one dashboard (GET /api/v1/dashboard/export/?q=!(id)). */
async function exportZip(side: Side, id: number): Promise<Uint8Array> {
  const response = await side.backend.session.raw('GET', `/api/v1/dashboard/export/?q=!(${id})`, {
    headers: { accept: 'application/zip, application/json' },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${side.name} export answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 500)}`);
  return body;
}

/** POST /api/v1/dashboard/import/ as the import modal sends it: the file, overwrite, no passwords. */
async function importZip(side: Side, zip: Uint8Array): Promise<Reply> {
  const session = side.backend.session;
  const token = await session.raw('GET', '/api/v1/security/csrf_token/', { headers: { accept: 'application/json' } });
  const csrf = ((await token.json()) as { result: string }).result;
  const form = new FormData();
  form.append('formData', new Blob([Buffer.from(zip)], { type: 'application/zip' }), 'dashboard_export.zip');
  form.append('passwords', '{}');
  form.append('overwrite', 'true');
  const response = await session.raw('POST', '/api/v1/dashboard/import/', {
    body: form,
    headers: { accept: 'application/json', 'x-csrftoken': csrf },
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** The dashboard with this uuid on a side (the list filters on uuid on both servers). */
async function dashboardIdByUuid(side: Side, uuid: string): Promise<number> {
  const reply = await side.send({
    method: 'GET',
    endpoint: '/api/v1/dashboard/',
    rison: { filters: [{ col: 'uuid', opr: 'eq', value: uuid }], columns: ['id'] },
  });
  const id = (reply.json as { result?: { id: number }[] } | undefined)?.result?.[0]?.id;
  if (typeof id !== 'number') throw new Error(`${side.name} has no dashboard ${uuid}: ${reply.text.slice(0, 300)}`);
  return id;
}

interface DashboardView {
  title: string;
  /** Layout components by id, chart components naming their chart by name instead of id. */
  layout: Record<string, unknown>;
  chartNames: string[];
}

/** What a user sees of a dashboard: its title, its layout (charts by name) and its charts' names. */
async function dashboardView(side: Side, id: number): Promise<DashboardView> {
  const [dashboard, charts] = await Promise.all([
    side.send({ method: 'GET', endpoint: `/api/v1/dashboard/${id}` }),
    side.send({ method: 'GET', endpoint: `/api/v1/dashboard/${id}/charts` }),
  ]);
  const result = (dashboard.json as { result: { dashboard_title: string; position_json: string | null } }).result;
  const chartList = (charts.json as { result: { id: number; slice_name: string }[] }).result;
  const nameById = new Map(chartList.map((chart) => [chart.id, chart.slice_name]));
  const layout = JSON.parse(result.position_json ?? '{}') as Record<string, LayoutComponent | string>;
  const view: Record<string, unknown> = {};
  for (const [key, component] of Object.entries(layout)) {
    if (typeof component !== 'object' || component.type !== 'CHART') {
      view[key] = component;
      continue;
    }
    // Chart ids and uuids are each server's own: a chart is named by the chart its id points to.
    const { chartId, uuid: _uuid, ...meta } = component.meta ?? {};
    view[key] = {
      ...component,
      meta: { ...meta, chart: nameById.get(Number(chartId)) ?? `(no chart ${String(chartId)})` },
    };
  }
  return { title: result.dashboard_title, layout: view, chartNames: chartList.map((chart) => chart.slice_name).sort() };
}

/** The examples database's uuid and settings on a side (Superset: its connection, URI included). */
async function examplesDatabase(side: Side): Promise<{ uuid: string; settings: Json }> {
  const suffix = side.name === 'superset' ? '/connection' : '';
  const reply = await side.send({ method: 'GET', endpoint: `/api/v1/database/${side.id('examplesDb')}${suffix}` });
  const result = (reply.json as { result?: Json } | undefined)?.result;
  if (!result)
    throw new Error(`${side.name}: the examples database answered ${reply.status} ${reply.text.slice(0, 200)}`);
  const settings = Object.fromEntries(Object.entries(result).filter(([key]) => !key.startsWith('changed')));
  return { uuid: String(result.uuid), settings };
}

let embeddedId = 0;
let embeddedView: DashboardView;

beforeAll(async () => {
  await linkExamplesDatabase(run);
  embeddedId = await dashboardIdByUuid(run.embedded, EXAMPLE.uuid);
  embeddedView = await dashboardView(run.embedded, embeddedId);
});

describe('dashboard export and import between the servers', () => {
  it("the example dashboard has charts, tabs and markdown (the test's premise)", () => {
    const types = Object.values(embeddedView.layout).map((component) => (component as LayoutComponent).type);
    expect(types).toEqual(expect.arrayContaining(['CHART', 'TABS', 'TAB', 'MARKDOWN']));
    expect(embeddedView.chartNames.length).toBeGreaterThan(3);
    expect(embeddedView.title).toBe(EXAMPLE.title);
  });

  it("both examples databases have Superset's fixed examples uuid (the test's premise)", async () => {
    // Superset matches a bundle's database by uuid; one it matches by name only gets the bundle's
    // connection written over its own. `npm run superset` gives its examples this uuid.
    const uuids = (await Promise.all(run.sides.map(examplesDatabase))).map((database) => database.uuid);
    expect(uuids, 'restart Superset with `npm run superset` to give its examples the uuid').toEqual([
      EXAMPLES_DATABASE_UUID,
      EXAMPLES_DATABASE_UUID,
    ]);
  });

  it("Superset imports the embedded server's export (POST /api/v1/dashboard/import/, overwrite)", async () => {
    const supersetExamples = await examplesDatabase(run.superset);
    const reply = await importZip(run.superset, await exportZip(run.embedded, embeddedId));
    expect({ status: reply.status, body: reply.json ?? reply.text }).toEqual({ status: 200, body: { message: 'OK' } });
    // Superset's examples database is still its own.
    expect(await examplesDatabase(run.superset)).toEqual(supersetExamples);
    const supersetView = await dashboardView(run.superset, await dashboardIdByUuid(run.superset, EXAMPLE.uuid));
    expect(supersetView).toEqual(embeddedView);
  });

  it("the embedded server imports Superset's export of it", async () => {
    const zip = await exportZip(run.superset, await dashboardIdByUuid(run.superset, EXAMPLE.uuid));
    const embeddedExamples = await examplesDatabase(run.embedded);
    const reply = await importZip(run.embedded, zip);
    expect({ status: reply.status, body: reply.json ?? reply.text }).toEqual({ status: 200, body: { message: 'OK' } });
    // Matched by name, the embedded server's examples database keeps its own connection.
    expect(await examplesDatabase(run.embedded)).toEqual(embeddedExamples);
    expect(await dashboardView(run.embedded, await dashboardIdByUuid(run.embedded, EXAMPLE.uuid))).toEqual(
      embeddedView,
    );
  });
});
