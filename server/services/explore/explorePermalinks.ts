/**
 * Explore permalinks: the value stored in key_value (resource 'explore_permalink', Superset's
 * ExplorePermalinkValue), the access check on the datasource and chart it names, and reading one.
 */
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AuthenticatedUser } from '../../auth/types';
import { DatasourceResolver } from '../chart/chartAccess';
import { exploreAccessFailure, permalinkAccessError } from './exploreAccess';

export const EXPLORE_PERMALINK_RESOURCE = 'explore_permalink';

/** The explore state a permalink keeps (form data, URL parameters, chart state), as the route validates it. */
export const explorePermalinkStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['formData'],
  properties: {
    formData: {
      type: 'object',
      required: ['datasource'],
      properties: { datasource: { type: 'string' }, slice_id: { type: ['integer', 'null'] } },
    },
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string' } },
    },
    chartState: { type: ['object', 'null'] },
  },
} as const;
export type ExplorePermalinkState = FromSchema<typeof explorePermalinkStateSchema>;

/** What a permalink stores (Superset's ExplorePermalinkValue). */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkState;
}

/** Throws the permalink error (404/403) unless the user may use the datasource and chart. */
export async function checkPermalinkAccess(
  app: FastifyInstance,
  user: AuthenticatedUser,
  datasourceId: number,
  datasourceType: string,
  chartId: number | null,
): Promise<void> {
  const failure = await exploreAccessFailure(
    user,
    app.store.charts,
    new DatasourceResolver(app),
    datasourceId,
    datasourceType,
    chartId,
  );
  if (failure) throw permalinkAccessError(failure);
}

/** The stored value of an explore permalink after checking the reader's access, or null when there is none. */
export async function readExplorePermalink(
  app: FastifyInstance,
  user: AuthenticatedUser,
  key: string,
): Promise<ExplorePermalinkValue | null> {
  const entry = await app.store.keyValues.getByKey<ExplorePermalinkValue>(EXPLORE_PERMALINK_RESOURCE, key);
  if (!entry) return null;
  const value = entry.value;
  await checkPermalinkAccess(app, user, value.datasourceId, value.datasourceType, value.chartId);
  return value;
}
