/**
 * The steps of one import inside its transaction, in order: validate (passwords, overwrite
 * confirmations), match databases (uuid, else name: this server never creates one from a bundle),
 * then datasets and charts by uuid. Only objects of the imported kind are overwritten, only with
 * `overwrite`, and only by their owners or an admin (Superset's importers' checks).
 */
import type { SqlExecutor } from '../../store/database';
import {
  databaseIdByName,
  idByUuid,
  insertImportedChart,
  insertImportedDataset,
  overwriteImportedChart,
  overwriteImportedDataset,
} from '../../store/importWrites';
import { BundleProblems, type FileProblems, type ParsedBundle } from './parseBundle';
import { chartFields, databaseSettings, newDataset } from './importConfigs';
import { overwriteDatabaseSettings, ownerIdsOf, type OwnedKind } from './importQueries';
import { overwriteProblems, passwordProblems, type ImportKind } from './importValidation';

export interface ImportOptions {
  kind: ImportKind;
  overwrite: boolean;
  userId: number;
  /** Admins may overwrite objects they do not own. */
  isAdmin: boolean;
  /** Whether the user may create objects of this view (`can_write`). */
  canCreate: (view: 'Dataset' | 'Chart' | 'Dashboard') => boolean;
}

/** What the steps of one import share: its transaction, bundle, options, problems and id maps. */
export class ImportRun {
  readonly problems: FileProblems = {};
  readonly databaseIdByUuid = new Map<string, number>();
  readonly datasetIdByUuid = new Map<string, number>();
  readonly chartIdByUuid = new Map<string, number>();

  constructor(
    readonly tx: SqlExecutor,
    readonly bundle: ParsedBundle,
    readonly options: ImportOptions,
  ) {}

  failIfProblems(): void {
    if (Object.keys(this.problems).length > 0) throw new BundleProblems(this.problems);
  }

  /** Superset's check that its owners (or an admin) overwrite an existing object. */
  async mayOverwrite(kind: OwnedKind, id: number): Promise<boolean> {
    return this.options.isAdmin || (await ownerIdsOf(this.tx, kind, id)).includes(this.options.userId);
  }

  /** The object's owners with the importing user added, as Superset's importers leave them. */
  async ownersWithUser(kind: OwnedKind, id: number): Promise<number[]> {
    return [...new Set([...(await ownerIdsOf(this.tx, kind, id)), this.options.userId])];
  }

  async validate(): Promise<void> {
    Object.assign(this.problems, await passwordProblems(this.tx, this.bundle));
    if (!this.options.overwrite)
      Object.assign(this.problems, await overwriteProblems(this.tx, this.bundle, this.options.kind));
    this.failIfProblems();
  }

  async matchDatabases(): Promise<void> {
    const { kind, overwrite, userId } = this.options;
    for (const [path, config] of this.bundle.databases) {
      const name = String(config.database_name);
      const id = (await idByUuid(this.tx, 'databases', String(config.uuid))) ?? (await databaseIdByName(this.tx, name));
      if (id === null) {
        this.problems[path] = `Database "${name}" does not exist on this server`;
        continue;
      }
      // Only a database import overwrites a database; its connection stays this server's own.
      if (kind === 'databases' && overwrite)
        await overwriteDatabaseSettings(this.tx, id, databaseSettings(config), userId);
      this.databaseIdByUuid.set(String(config.uuid), id);
    }
    this.failIfProblems();
  }

  private async databaseIdOf(uuid: string): Promise<number | null> {
    if (this.options.kind === 'databases') return this.databaseIdByUuid.get(uuid) ?? null;
    return this.databaseIdByUuid.get(uuid) ?? (await idByUuid(this.tx, 'databases', uuid));
  }

  async importDatasets(): Promise<void> {
    const { kind, overwrite, userId, canCreate } = this.options;
    for (const [path, config] of this.bundle.datasets) {
      const uuid = String(config.uuid);
      const databaseId = await this.databaseIdOf(String(config.database_uuid).toLowerCase());
      if (databaseId === null) {
        // A database import takes only the datasets of its databases, as Superset's.
        if (kind !== 'databases')
          this.problems[path] = `Database with uuid ${String(config.database_uuid)} does not exist on this server`;
        continue;
      }
      const existing = await idByUuid(this.tx, 'tables', uuid);
      const input = newDataset(config, databaseId, userId);
      if (existing !== null) {
        if (kind === 'datasets' && overwrite) {
          if (!(await this.mayOverwrite('datasets', existing))) {
            this.problems[path] = "A dataset already exists and user doesn't have permissions to overwrite it";
            continue;
          }
          const owner_ids = await this.ownersWithUser('datasets', existing);
          await overwriteImportedDataset(this.tx, existing, { ...input, owner_ids });
        }
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
        if (kind === 'charts' && overwrite) {
          if (!(await this.mayOverwrite('charts', existing))) {
            this.problems[path] = "A chart already exists and user doesn't have permissions to overwrite it";
            continue;
          }
          await overwriteImportedChart(this.tx, existing, fields, userId);
        }
        this.chartIdByUuid.set(uuid, existing);
      } else if (!canCreate('Chart')) {
        this.problems[path] = "Chart doesn't exist and user doesn't have permission to create charts";
      } else {
        this.chartIdByUuid.set(uuid, await insertImportedChart(this.tx, uuid, fields, [userId], userId));
      }
    }
    this.failIfProblems();
  }
}
