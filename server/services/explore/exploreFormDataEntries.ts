/**
 * Explore's form-data cache entries: when one expires (EXPLORE_FORM_DATA_CACHE_TIMEOUT seconds
 * after it was last written or read) and reading one, which checks the reader's access to its
 * datasource and chart and extends its life.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { ExploreFormDataEntry } from '../../store/exploreFormData';
import { DatasourceResolver } from '../chart/chartAccess';
import { exploreAccessFailure, formDataAccessError } from './exploreAccess';

export function formDataExpiry(app: FastifyInstance, now: Date): Date {
  return new Date(now.getTime() + app.config.EXPLORE_FORM_DATA_CACHE_TIMEOUT * 1000);
}

/** The unexpired entry under `key` after checking the reader's access to its datasource and chart, or null. */
export async function readFormDataEntry(
  app: FastifyInstance,
  user: AuthenticatedUser,
  key: string,
): Promise<ExploreFormDataEntry | null> {
  const now = new Date();
  const entry = await app.store.exploreFormData.get(key, now);
  if (!entry) return null;
  const failure = await exploreAccessFailure(
    user,
    app.store.charts,
    new DatasourceResolver(app),
    entry.datasource_id,
    entry.datasource_type,
    entry.chart_id,
  );
  if (failure) throw formDataAccessError(failure);
  await app.store.exploreFormData.extend(key, formDataExpiry(app, now));
  return entry;
}
