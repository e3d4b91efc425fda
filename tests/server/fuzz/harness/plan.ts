/**
 * Which requests a fuzz file sends: every route of the catalog, through the given mutation
 * families, each route and family with its own generator forked from the seed (adding a route
 * leaves the others' requests unchanged), at most `perRoute` requests per route and family.
 */
import { CHART_LIST_SPEC } from '../../../../server/routes/chart/chartListSpec';
import { DASHBOARD_LIST_SPEC } from '../../../../server/routes/dashboard/dashboardList';
import { DATABASE_LIST_SPEC } from '../../../../server/routes/database';
import { DATASET_LIST_SPEC } from '../../../../server/routes/dataset/datasetList';
import { LOG_FILTER_OPERATORS } from '../../../../server/routes/log/logListFilters';
import { REPORT_LOG_LIST_SPEC } from '../../../../server/routes/report/reportListSpec';
import { QUERY_LIST_SPEC } from '../../../../server/routes/sqllab/queryList';
import { SAVED_QUERY_LIST_SPEC } from '../../../../server/routes/savedQuery/savedQueryList';
import type { Family } from '../mutations/bodies';
import type { ListFilters } from '../mutations/queries';
import { baseRequests, routeKey, type Actor, type BaseRequest } from './baseRequests';
import type { FuzzContext } from './fuzzContext';
import { Prng } from './prng';
import { actorHeaders, type FuzzRequest } from './wire';

export interface PlanOptions {
  seed: number;
  perRoute: number;
  /** Send every request as this user instead of the route's usual one. */
  actor?: Actor;
  /** Keep only some routes. */
  routes?: (base: BaseRequest) => boolean;
  /** Keep this share of the requests (picked with the seed). */
  share?: number;
}

/**
 * Requests go out round-robin over every route and family (the first of each, then the second, …),
 * so that a run the time budget stops early has still reached every route; routes that delete come
 * after all others, so that the objects they remove serve the others first. Payloads are made as
 * requests are sent.
 */
export function* planRequests(
  context: FuzzContext,
  families: Record<string, Family>,
  options: PlanOptions,
): Generator<FuzzRequest> {
  const root = new Prng(options.seed);
  const phases: FuzzRequest[][][] = [[], []];
  for (const base of baseRequests(context.app.routeCatalog, context.fixtures)) {
    if (options.routes && !options.routes(base)) continue;
    for (const [name, family] of Object.entries(families)) {
      const prng = root.fork(`${name}|${base.key}`);
      let planned = prng.shuffle(family(base, prng)).slice(0, options.perRoute);
      if (options.share !== undefined) planned = planned.filter(() => prng.chance(options.share ?? 1));
      if (options.actor) planned = planned.map((request) => ({ ...request, actor: options.actor as Actor }));
      if (planned.length) phases[base.method === 'DELETE' ? 1 : 0].push(planned);
    }
  }
  for (const lists of phases) {
    const rounds = Math.max(0, ...lists.map((list) => list.length));
    for (let round = 0; round < rounds; round += 1) {
      for (const list of lists) if (round < list.length) yield list[round];
    }
  }
}

interface InfoFilters {
  filters?: Record<string, { operator: string }[]>;
}

/** Filter columns and operators of every list: Superset's list specs, and Flask-AppBuilder's `_info` for the security lists. */
export async function listFilters(context: FuzzContext): Promise<ListFilters> {
  const filters: ListFilters = {
    'GET /api/v1/chart/': CHART_LIST_SPEC.filterOperators,
    'GET /api/v1/dashboard/': DASHBOARD_LIST_SPEC.filterOperators,
    'GET /api/v1/database/': DATABASE_LIST_SPEC.filterOperators,
    'GET /api/v1/dataset/': DATASET_LIST_SPEC.filterOperators,
    'GET /api/v1/query/': QUERY_LIST_SPEC.filterOperators,
    'GET /api/v1/saved_query/': SAVED_QUERY_LIST_SPEC.filterOperators,
    'GET /api/v1/log/': LOG_FILTER_OPERATORS,
    'GET /api/v1/report/:pk/log/': REPORT_LOG_LIST_SPEC.filterOperators,
  };
  for (const route of context.app.routeCatalog) {
    if (route.method !== 'GET' || !route.url.endsWith('/_info')) continue;
    const response = await context.app.inject({
      method: 'GET',
      url: `${route.url}?q=(keys:!(filters))`,
      headers: actorHeaders('admin', context),
    });
    if (response.statusCode !== 200) continue;
    const info = response.json<InfoFilters>();
    const list = routeKey({ method: 'GET', url: route.url.slice(0, -'_info'.length) });
    filters[list] = Object.fromEntries(
      Object.entries(info.filters ?? {}).map(([column, operators]) => [column, operators.map((item) => item.operator)]),
    );
  }
  return filters;
}
