/**
 * Who may see and change charts: the datasource a chart is built on (a dataset), Superset's
 * datasource access rules (raise_for_access / ChartFilter) and ownership (owners or admin).
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission, isAdmin } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import type { DatabaseRecord } from '../../store';
import type { DatasetRecord } from '../../store/datasets';
import { canAccessDataset, datasetFullName, isDatasetListed } from '../dataset/datasetAccess';

/** Superset's DatasourceType values, accepted wherever a datasource type is given. */
export const DATASOURCE_TYPES = ['sl_table', 'table', 'dataset', 'query', 'saved_query', 'view'] as const;

/** A chart's datasource: a dataset (Superset's SqlaTable, type `table`) and its database. */
export interface ChartDatasource {
  id: number;
  type: 'table';
  dataset: DatasetRecord;
  database: DatabaseRecord | null;
}

/** The name charts show for their datasource: `schema.table` or `table`. */
export function datasourceNameText(datasource: ChartDatasource): string {
  return datasetFullName(datasource.dataset);
}

/** Where explore opens the datasource. */
export function datasourceExploreUrl(datasource: ChartDatasource): string {
  return `/explore/?datasource_type=${datasource.type}&datasource_id=${datasource.id}`;
}

/** Whether the user holds every datasource (admins, all_datasource_access, all_database_access). */
function canAccessAllDatasources(user: AuthenticatedUser | null): boolean {
  return (
    isAdmin(user) ||
    hasPermission(user, 'all_datasource_access', 'all_datasource_access') ||
    hasPermission(user, 'all_database_access', 'all_database_access')
  );
}

/** Datasource access (Superset's raise_for_access on the dataset); a dataset without its database is inaccessible. */
export function canAccessDatasource(user: AuthenticatedUser | null, datasource: ChartDatasource): boolean {
  if (canAccessAllDatasources(user)) return true;
  return datasource.database !== null && canAccessDataset(user, datasource.dataset, datasource.database);
}

/** Admins, and the listed owners. */
export function isOwnerOrAdmin(user: AuthenticatedUser | null, ownerIds: readonly number[]): boolean {
  return user !== null && (isAdmin(user) || ownerIds.includes(user.id));
}

/**
 * Looks datasources up once per request. Only datasets (`table`) resolve; any other type, or a
 * dataset that does not exist, is null.
 */
export class DatasourceResolver {
  private readonly datasets = new Map<number, Promise<ChartDatasource | null>>();

  constructor(private readonly app: FastifyInstance) {}

  resolve(id: number | null, type: string | null): Promise<ChartDatasource | null> {
    if (id === null || type !== 'table') return Promise.resolve(null);
    let found = this.datasets.get(id);
    if (!found) {
      found = this.load(id);
      this.datasets.set(id, found);
    }
    return found;
  }

  private async load(id: number): Promise<ChartDatasource | null> {
    const dataset = await this.app.store.datasets.findById(id);
    if (!dataset) return null;
    const database = await this.app.store.databases.findById(dataset.database_id);
    return { id: dataset.id, type: 'table', dataset, database };
  }
}

/** Whether charts on the datasource are listed (the dataset's DatasourceFilter; owning it does not count). */
export function isDatasourceListed(user: AuthenticatedUser | null, datasource: ChartDatasource | null): boolean {
  if (canAccessAllDatasources(user)) return true;
  return (
    datasource !== null &&
    datasource.database !== null &&
    isDatasetListed(user, datasource.dataset, datasource.database)
  );
}

/**
 * Chart visibility in lists and reads by id (Superset's ChartFilter): every chart with all access,
 * else charts on a dataset the user holds database, schema or datasource access to. Owning the
 * chart or its dataset does not count.
 */
export async function canSeeChart(
  user: AuthenticatedUser | null,
  chart: { datasource_id: number | null; datasource_type: string | null },
  resolver: DatasourceResolver,
): Promise<boolean> {
  if (canAccessAllDatasources(user)) return true;
  return isDatasourceListed(user, await resolver.resolve(chart.datasource_id, chart.datasource_type));
}
