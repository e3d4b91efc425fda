/**
 * Imports a parsed bundle (Superset's ImportDashboardsCommand / ImportChartsCommand /
 * ImportDatasetsCommand) in one transaction: databases are matched by uuid, else by name (this
 * server registers its own databases and never creates one from a bundle); datasets, charts and
 * dashboards by uuid. Only objects of the imported kind are overwritten, and only with
 * `overwrite`; any problem rolls the whole import back.
 */
import type { SqlExecutor } from '../../store/database';
import type { MetadataDatabase } from '../../store/database';
import { insertDashboard, updateDashboard } from '../../store/dashboards';
import { sortedCompactJson } from '../../store/dashboardLayout';
import {
  databaseIdByName,
  idByUuid,
  insertImportedChart,
  insertImportedDataset,
  overwriteImportedChart,
  overwriteImportedDataset,
} from '../../store/importWrites';
import { BundleProblems, type FileProblems, type Json, type ParsedBundle } from './parseBundle';
import { chartFields, dashboardFields, newDataset } from './importConfigs';
import { remapMetadata, remapPosition } from './remapDashboard';

export type ImportKind = 'dashboards' | 'charts' | 'datasets';

const MODEL_NAME: Record<ImportKind, string> = { dashboards: 'Dashboard', charts: 'Chart', datasets: 'Dataset' };
const TABLE: Record<ImportKind, 'dashboards' | 'slices' | 'tables'> = {
  dashboards: 'dashboards',
  charts: 'slices',
  datasets: 'tables',
};

interface ImportOptions {
  kind: ImportKind;
  overwrite: boolean;
  userId: number;
  /** Whether the user may create objects of this view (`can_write`). */
  canCreate: (view: 'Dataset' | 'Chart' | 'Dashboard') => boolean;
}

class ImportRun {
  readonly problems: FileProblems = {};
  readonly databaseIdByUuid = new Map<string, number>();
  readonly datasetIdByUuid = new Map<string, number>();
  readonly chartIdByUuid = new Map<string, number>();

  constructor(
    readonly tx: SqlExecutor,
    readonly bundle: ParsedBundle,
    readonly options: ImportOptions,
  ) {}

  private failIfProblems(): void {
    if (Object.keys(this.problems).length > 0) throw new BundleProblems(this.problems);
  }

  async checkOverwrite(): Promise<void> {
    const { kind, overwrite } = this.options;
    if (overwrite) return;
    for (const [path, config] of this.bundle[kind]) {
      if ((await idByUuid(this.tx, TABLE[kind], String(config.uuid))) !== null)
        this.problems[path] = `${MODEL_NAME[kind]} already exists and \`overwrite=true\` was not passed`;
    }
    this.failIfProblems();
  }

  async matchDatabases(): Promise<void> {
    for (const [path, config] of this.bundle.databases) {
      const name = String(config.database_name);
      const id = (await idByUuid(this.tx, 'databases', String(config.uuid))) ?? (await databaseIdByName(this.tx, name));
      if (id === null) this.problems[path] = `Database "${name}" does not exist on this server`;
      else this.databaseIdByUuid.set(String(config.uuid), id);
    }
    this.failIfProblems();
  }

  private async databaseIdOf(uuid: string): Promise<number | null> {
    return this.databaseIdByUuid.get(uuid) ?? (await idByUuid(this.tx, 'databases', uuid));
  }

  async importDatasets(): Promise<void> {
    const { kind, overwrite, userId, canCreate } = this.options;
    for (const [path, config] of this.bundle.datasets) {
      const uuid = String(config.uuid);
      const databaseId = await this.databaseIdOf(String(config.database_uuid).toLowerCase());
      if (databaseId === null) {
        this.problems[path] = `Database with uuid ${String(config.database_uuid)} does not exist on this server`;
        continue;
      }
      const existing = await idByUuid(this.tx, 'tables', uuid);
      const input = newDataset(config, databaseId, userId);
      if (existing !== null) {
        if (kind === 'datasets' && overwrite) await overwriteImportedDataset(this.tx, existing, input);
        this.datasetIdByUuid.set(uuid, existing);
      } else if (!canCreate('Dataset')) {
        this.problems[path] = "Dataset doesn't exist and user doesn't have permission to create datasets";
      } else {
        this.datasetIdByUuid.set(uuid, await insertImportedDataset(this.tx, input));
      }
    }
    this.failIfProblems();
  }

  async importCharts(): Promise<void> {
    const { kind, overwrite, userId, canCreate } = this.options;
    for (const [path, config] of this.bundle.charts) {
      const uuid = String(config.uuid);
      const datasetUuid = String(config.dataset_uuid).toLowerCase();
      const datasetId = this.datasetIdByUuid.get(datasetUuid) ?? (await idByUuid(this.tx, 'tables', datasetUuid));
      if (datasetId === null) {
        this.problems[path] = `Dataset with uuid ${datasetUuid} is neither in the bundle nor on this server`;
        continue;
      }
      const table = await this.tx.first<{ table_name: string }>('SELECT table_name FROM tables WHERE id = ?', [
        datasetId,
      ]);
      const fields = chartFields(config, datasetId, table?.table_name ?? null);
      const existing = await idByUuid(this.tx, 'slices', uuid);
      if (existing !== null) {
        if (kind === 'charts' && overwrite) await overwriteImportedChart(this.tx, existing, fields, userId);
        this.chartIdByUuid.set(uuid, existing);
      } else if (!canCreate('Chart')) {
        this.problems[path] = "Chart doesn't exist and user doesn't have permission to create charts";
      } else {
        this.chartIdByUuid.set(uuid, await insertImportedChart(this.tx, uuid, fields, [userId], userId));
      }
    }
    this.failIfProblems();
  }

  async importDashboards(): Promise<void> {
    const { userId, canCreate } = this.options;
    for (const [path, config] of this.bundle.dashboards) {
      const uuid = String(config.uuid);
      const remapped = remapPosition((config.position as Json | undefined) ?? {}, this.chartIdByUuid);
      const metadata = remapMetadata((config.metadata as Json | undefined) ?? {}, remapped.idMap, this.datasetIdByUuid);
      const fields = {
        ...dashboardFields(config),
        position_json: sortedCompactJson(remapped.position),
        json_metadata: JSON.stringify(metadata),
        slice_ids: remapped.chartIds,
      };
      const existing = await idByUuid(this.tx, 'dashboards', uuid);
      if (existing !== null) {
        // Reaching here with an existing dashboard means `overwrite` was given (checkOverwrite).
        await updateDashboard(this.tx, existing, fields, userId);
      } else if (!canCreate('Dashboard')) {
        this.problems[path] = "Dashboard doesn't exist and user doesn't have permission to create dashboards";
      } else {
        await insertDashboard(this.tx, { ...fields, uuid, owner_ids: [userId] }, userId);
      }
    }
    this.failIfProblems();
  }
}

/** Imports the bundle; throws BundleProblems (nothing written) when any file cannot be imported. */
export async function importBundle(db: MetadataDatabase, bundle: ParsedBundle, options: ImportOptions): Promise<void> {
  // A chart import takes no dashboards and a dataset import no charts, as Superset's commands.
  const scoped: ParsedBundle = {
    databases: bundle.databases,
    datasets: bundle.datasets,
    charts: options.kind === 'datasets' ? new Map() : bundle.charts,
    dashboards: options.kind === 'dashboards' ? bundle.dashboards : new Map(),
  };
  await db.transaction(async (tx) => {
    const run = new ImportRun(tx, scoped, options);
    await run.checkOverwrite();
    await run.matchDatabases();
    await run.importDatasets();
    await run.importCharts();
    await run.importDashboards();
  });
}
