/**
 * Explore's access check for cached form data and permalinks (Superset's explore check_access):
 * the datasource must be a dataset that exists and that the user can access; a named chart must
 * exist and be the user's or readable with `can_read` on Chart. Form-data routes report failures
 * with the temporary cache's messages, permalinks with the dataset/chart ones.
 */
import { hasPermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError } from '../../errors';
import type { ChartRepository } from '../../store/charts';
import { canAccessDatasource, isOwnerOrAdmin, type DatasourceResolver } from '../chart/chartAccess';

type ExploreAccessFailure = 'dataset_not_found' | 'dataset_denied' | 'chart_not_found' | 'chart_denied';

const PERMALINK_MESSAGES: Record<ExploreAccessFailure, [number, string]> = {
  dataset_not_found: [404, 'Dataset does not exist.'],
  dataset_denied: [403, "You don't have access to this dataset."],
  chart_not_found: [404, 'Chart not found.'],
  chart_denied: [403, "You don't have access to this chart."],
};

const CACHE_NOT_FOUND = 'Resource was not found.';
export const CACHE_DENIED = "You don't have permission to modify the value.";

/** The error a permalink route answers with. */
export function permalinkAccessError(failure: ExploreAccessFailure): HttpError {
  const [status, message] = PERMALINK_MESSAGES[failure];
  return new HttpError(status, message);
}

/** The error a form-data route answers with. */
export function formDataAccessError(failure: ExploreAccessFailure): HttpError {
  return failure.endsWith('not_found') ? new HttpError(404, CACHE_NOT_FOUND) : new HttpError(403, CACHE_DENIED);
}

/** 400 for a datasource that is not a dataset (Superset's DatasourceTypeInvalidError) or has no id. */
export function checkDatasourceArgs(datasourceId: number | null, datasourceType: string): void {
  if (!datasourceId) throw new HttpError(400, { datasource_id: ['Datasource does not exist'] });
  if (datasourceType !== 'table') throw new HttpError(400, { datasource_type: ['Datasource type is invalid'] });
}

/** Null when the user may use the datasource (and chart), else why not. */
export async function exploreAccessFailure(
  user: AuthenticatedUser,
  charts: ChartRepository,
  resolver: DatasourceResolver,
  datasourceId: number,
  datasourceType: string,
  chartId: number | null,
): Promise<ExploreAccessFailure | null> {
  const datasource = await resolver.resolve(datasourceId, datasourceType);
  if (!datasource) return 'dataset_not_found';
  if (!canAccessDatasource(user, datasource)) return 'dataset_denied';
  if (!chartId) return null;
  const chart = await charts.findById(chartId);
  if (!chart) return 'chart_not_found';
  return isOwnerOrAdmin(user, chart.owner_ids) || hasPermission(user, 'can_read', 'Chart') ? null : 'chart_denied';
}
