import { randomUUID } from 'node:crypto';
import type { MetadataDatabase } from './database';
import { ReadCache } from './readCache';

/** A database connection as Superset stores it (the fields the API exposes). */
export interface DatabaseRecord {
  id: number;
  uuid: string;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  expose_in_sqllab: boolean;
  allows_subquery: boolean;
  allows_cost_estimate: boolean;
  allows_virtual_table_explore: boolean;
  disable_data_preview: boolean;
  disable_drill_to_detail: boolean;
  allow_multi_catalog: boolean;
  force_ctas_schema: string | null;
  /** Always a JSON object encoded as a string. */
  extra: string;
  created_on: Date;
  changed_on: Date;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export type NewDatabase = Omit<
  DatabaseRecord,
  'id' | 'uuid' | 'created_on' | 'changed_on' | 'created_by_fk' | 'changed_by_fk'
>;

const DATABASE_COLUMNS = [
  'id',
  'uuid',
  'database_name',
  'backend',
  'allow_run_async',
  'allow_dml',
  'allow_ctas',
  'allow_cvas',
  'allow_file_upload',
  'expose_in_sqllab',
  'allows_subquery',
  'allows_cost_estimate',
  'allows_virtual_table_explore',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'force_ctas_schema',
  'extra',
  'created_on',
  'changed_on',
  'created_by_fk',
  'changed_by_fk',
].join(', ');

export class DatabaseRepository {
  /** Every chart data request and SQL Lab run reads its database: cached until a write. */
  private readonly byId: ReadCache<number, DatabaseRecord | null>;

  constructor(private readonly db: MetadataDatabase) {
    this.byId = new ReadCache(db);
  }

  list(): Promise<DatabaseRecord[]> {
    return this.db.all<DatabaseRecord>(`SELECT ${DATABASE_COLUMNS} FROM databases ORDER BY id`);
  }

  findById(id: number): Promise<DatabaseRecord | null> {
    return this.byId.get(id, () =>
      this.db.first<DatabaseRecord>(`SELECT ${DATABASE_COLUMNS} FROM databases WHERE id = ?`, [id]),
    );
  }

  findByName(name: string): Promise<DatabaseRecord | null> {
    return this.db.first<DatabaseRecord>(`SELECT ${DATABASE_COLUMNS} FROM databases WHERE database_name = ?`, [name]);
  }

  /**
   * Registers a database (with `uuid`, else a random one) unless one with the same name exists (its
   * settings are then left as they are). Returns the stored record; on a fresh store the first one
   * registered gets id 1.
   */
  async ensureByName(record: NewDatabase, uuid: string = randomUUID()): Promise<DatabaseRecord> {
    const existing = await this.findByName(record.database_name);
    if (existing) return existing;
    const now = new Date();
    const values = { ...record, uuid, created_on: now, changed_on: now };
    const columns = Object.keys(values) as Array<keyof typeof values>;
    await this.db.run(
      `INSERT INTO databases (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      columns.map((column) => values[column]),
    );
    const stored = await this.findByName(record.database_name);
    if (!stored) throw new Error(`Database ${record.database_name} could not be registered`);
    return stored;
  }

  /** Gives a registered database another uuid; returns the record as stored. */
  async updateUuid(id: number, uuid: string): Promise<DatabaseRecord> {
    await this.db.run('UPDATE databases SET uuid = ?, changed_on = ? WHERE id = ?', [uuid, new Date(), id]);
    const stored = await this.findById(id);
    if (!stored) throw new Error(`Database ${id} does not exist`);
    return stored;
  }

  /** Sets the CTAS/CVAS permissions of a registered database; returns the record as stored. */
  async updateCtasFlags(id: number, flags: Pick<DatabaseRecord, 'allow_ctas' | 'allow_cvas'>): Promise<DatabaseRecord> {
    await this.db.run('UPDATE databases SET allow_ctas = ?, allow_cvas = ?, changed_on = ? WHERE id = ?', [
      flags.allow_ctas,
      flags.allow_cvas,
      new Date(),
      id,
    ]);
    const stored = await this.findById(id);
    if (!stored) throw new Error(`Database ${id} does not exist`);
    return stored;
  }
}
