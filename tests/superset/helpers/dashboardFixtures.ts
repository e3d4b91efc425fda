/**
 * What every dashboard file of the suite starts from and cleans up: the examples database and the
 * datasets linked, the admin's id on each side, two charts of this run to put on dashboards, and
 * after the run the dashboards and charts it made deleted (they would pile up in Superset).
 */
import { afterAll, beforeAll } from 'vitest';
import type { ApiCall } from '../harness/apiCall';
import type { BackendName } from '../harness/backends';
import type { DifferentialRun, Side } from '../harness/differentialRun';
import { CHART_CASES, chartWriteBody } from './charts';
import { dashboardLayout, dashboardMetadata, withParsedJson, type LayoutChart } from './dashboards';
import { linkExampleDataset, linkExamplesDatabase } from './examples';

const CHARTS: ReadonlyArray<LayoutChart & { chartCase: (typeof CHART_CASES)[number] }> = [
  { key: 'pie', name: 'Orders by status', chartCase: CHART_CASES[4] },
  { key: 'line', name: 'Visits by month', chartCase: CHART_CASES[2] },
];

export interface DashboardFixtures {
  /** A name unique to this run (Superset keeps what earlier runs left). */
  name(text: string): string;
  slug(text: string): string;
  /** The run's charts as a layout places them (pie first). */
  layoutCharts(): LayoutChart[];
  /** Ids of charts steps made (copies with their charts), deleted after the run. */
  madeCharts: Record<BackendName, number[]>;
  /** POST /api/v1/dashboard/ of a dashboard with a layout holding the charts and the metadata the SPA saves. */
  createCall(side: Side, title: string, slug?: string): ApiCall;
  /** A list reply cut to this run's dashboards, JSON text parsed. */
  ownDashboards(body: unknown): unknown;
}

/** `/api/v1/dashboard/<the remembered id><suffix>`. */
export function dashboardPath(side: Side, ref: string, suffix = ''): string {
  return `/api/v1/dashboard/${side.ref(ref)}${suffix}`;
}

/** Parsed JSON text; the uuids a save gives chart components are each server's own. */
export const READ_VOLATILE = ['/result/position_json/*/meta/uuid'];

async function createCharts(run: DifferentialRun, name: (text: string) => string): Promise<void> {
  for (const chart of CHARTS) {
    const [embedded, superset] = await run.both((side) => ({
      method: 'POST',
      endpoint: '/api/v1/chart/',
      json: chartWriteBody(side, chart.chartCase, name(chart.name)),
    }));
    const ids = [embedded, superset].map((reply) => (reply.json as { id?: number } | undefined)?.id);
    if (typeof ids[0] !== 'number' || typeof ids[1] !== 'number')
      throw new Error(`Creating ${chart.key} failed: ${embedded.text.slice(0, 200)} / ${superset.text.slice(0, 200)}`);
    run.embedded.remember(`chart:${chart.key}`, ids[0]);
    run.superset.remember(`chart:${chart.key}`, ids[1]);
    run.link('chart', ids[0], ids[1]);
  }
}

/** The fixtures of a file whose steps remember the dashboards they make under `dashboardRefs`. */
export function useDashboardFixtures(run: DifferentialRun, dashboardRefs: readonly string[]): DashboardFixtures {
  const name = (text: string) => `${run.tag} ${text}`;
  const fixtures: DashboardFixtures = {
    name,
    slug: (text) => `${run.tag}-${text}`,
    layoutCharts: () => CHARTS.map(({ key, name: chartName }) => ({ key, name: name(chartName) })),
    madeCharts: { embedded: [], superset: [] },
    createCall: (side, title, slug) => ({
      method: 'POST',
      endpoint: '/api/v1/dashboard/',
      json: {
        dashboard_title: name(title),
        ...(slug === undefined ? {} : { slug }),
        css: '.header { color: red; }',
        position_json: JSON.stringify(dashboardLayout(side, fixtures.layoutCharts(), name(title))),
        json_metadata: JSON.stringify(dashboardMetadata(side)),
        published: false,
      },
    }),
    ownDashboards: (body) => {
      const reply = body as { count?: number; ids?: unknown[]; result?: { dashboard_title: string }[] };
      const result = (reply.result ?? []).filter((row) => row.dashboard_title.startsWith(run.tag)).map(withParsedJson);
      return { ...reply, count: result.length, ids: result.length, result };
    },
  };

  beforeAll(async () => {
    await linkExamplesDatabase(run);
    for (const table of ['orders', 'dailyMetrics'] as const) await linkExampleDataset(run, table);
    for (const side of run.sides) {
      const me = await side.send({ method: 'GET', endpoint: '/api/v1/me/' });
      side.remember('adminId', (me.json as { result: { id: number } }).result.id);
    }
    run.link('user', run.embedded.ref('adminId'), run.superset.ref('adminId'));
    await createCharts(run, name);
  });

  afterAll(async () => {
    // One by one: a bulk delete naming one a step already deleted would delete nothing.
    for (const ref of dashboardRefs) {
      await run.both((side) => ({
        method: 'DELETE',
        endpoint: `/api/v1/dashboard/${side.has(ref) ? side.ref(ref) : 0}`,
      }));
    }
    await run.both((side) => ({
      method: 'DELETE',
      endpoint: '/api/v1/chart/',
      rison: [
        ...CHARTS.map((chart) => `chart:${chart.key}`)
          .filter((ref) => side.has(ref))
          .map((ref) => side.id(ref)),
        ...fixtures.madeCharts[side.name],
      ],
    }));
  });

  return fixtures;
}
