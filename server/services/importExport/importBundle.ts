/**
 * Imports a parsed bundle (Superset's ImportDashboardsCommand / ImportChartsCommand /
 * ImportDatasetsCommand / ImportDatabasesCommand) in one transaction: any problem rolls the whole
 * import back.
 */
import type { MetadataDatabase } from '../../store/database';
import type { ParsedBundle } from './parseBundle';
import { importDashboards } from './importDashboards';
import { ImportRun, type ImportOptions } from './importRun';
import type { ImportKind } from './importValidation';

export type { ImportKind } from './importValidation';

/** The part of the bundle an import of this kind takes, as Superset's commands do. */
function scopedBundle(bundle: ParsedBundle, kind: ImportKind): ParsedBundle {
  return {
    databases: bundle.databases,
    datasets: bundle.datasets,
    charts: kind === 'charts' || kind === 'dashboards' ? bundle.charts : new Map(),
    dashboards: kind === 'dashboards' ? bundle.dashboards : new Map(),
  };
}

/** Imports the bundle; throws BundleProblems (nothing written) when any file cannot be imported. */
export async function importBundle(db: MetadataDatabase, bundle: ParsedBundle, options: ImportOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const run = new ImportRun(tx, scopedBundle(bundle, options.kind), options);
    await run.validate();
    await run.matchDatabases();
    await run.importDatasets();
    await run.importCharts();
    await importDashboards(run);
    run.failIfProblems();
  });
}
