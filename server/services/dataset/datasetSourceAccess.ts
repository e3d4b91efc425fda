/**
 * What a dataset reads must be reachable by whoever creates it or changes what it reads: a virtual
 * dataset's SQL (Superset's CreateDatasetCommand and UpdateDatasetCommand call
 * raise_for_access(database=…, sql=…)), and — beyond Superset, which checks nothing here — the table
 * of a physical dataset, since owning a dataset lets its owners query it.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { SupersetError } from '../../errors';
import { stripTrailingSemicolons } from '../../query/sqlStatements';
import { parseTemplateParams, renderSqlTemplate } from '../../query/sqlTemplate';
import type { DatabaseRecord } from '../../store';
import type { DatasetSummary } from '../../store/datasets';
import { canReachTable, datasetsOfDatabase, DEFAULT_SCHEMA } from '../database/databaseAccess';
import { sqlAccessError, tableAccessError, tableLabel } from '../sqllab/sqlAccess';
import { canAccessDatabase } from '../sqllab/sqllabAccess';

/** The source a dataset reads: its SQL (virtual) or its table (physical). */
interface DatasetSource {
  sql: string | null;
  schema: string | null;
  table_name: string;
  template_params: string | null;
}

/** A refusal, with the field of the request it is reported on. */
interface SourceAccessRefusal {
  field: 'sql' | 'table_name';
  error: SupersetError;
}

/** The virtual dataset's SQL, rendered with its template parameters as its queries will be (as written when it cannot be). */
async function virtualSqlError(
  app: FastifyInstance,
  user: AuthenticatedUser,
  database: DatabaseRecord,
  source: DatasetSource & { sql: string },
): Promise<SupersetError | null> {
  const engine = app.engines.get(database.id);
  if (!engine) return null;
  let sql = stripTrailingSemicolons(source.sql);
  try {
    sql = renderSqlTemplate(sql, parseTemplateParams(source.template_params), user);
  } catch {
    // Checked as written: reading the columns reports the template error.
  }
  return sqlAccessError(app, user, { database, engine, sql, schema: source.schema });
}

async function physicalTableError(
  app: FastifyInstance,
  user: AuthenticatedUser,
  database: DatabaseRecord,
  source: DatasetSource,
): Promise<SupersetError | null> {
  const schema = source.schema ?? DEFAULT_SCHEMA;
  const reachable = canReachTable(
    user,
    database,
    schema,
    source.table_name,
    await datasetsOfDatabase(app, database.id),
  );
  return reachable ? null : tableAccessError([tableLabel(null, schema, source.table_name)]);
}

/** Null when the user may make a dataset read `source`, else why not. */
export async function datasetSourceAccessRefusal(
  app: FastifyInstance,
  user: AuthenticatedUser,
  database: DatabaseRecord,
  source: DatasetSource,
): Promise<SourceAccessRefusal | null> {
  if (canAccessDatabase(user, database)) return null;
  if (source.sql) {
    const error = await virtualSqlError(app, user, database, { ...source, sql: source.sql });
    return error ? { field: 'sql', error } : null;
  }
  const error = await physicalTableError(app, user, database, source);
  return error ? { field: 'table_name', error } : null;
}

type Changes = { [K in keyof DatasetSource]?: DatasetSource[K] | null };

/** For an update: checked only when the dataset would read something else (SQL, template parameters, schema or table). */
export async function changedDatasetSourceAccessRefusal(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dataset: Pick<DatasetSummary, 'database_id'> & DatasetSource,
  changes: Changes,
): Promise<SourceAccessRefusal | null> {
  const next: DatasetSource = {
    sql: changes.sql !== undefined ? changes.sql : dataset.sql,
    schema: changes.schema !== undefined ? changes.schema : dataset.schema,
    table_name: changes.table_name ?? dataset.table_name,
    template_params: changes.template_params !== undefined ? changes.template_params : dataset.template_params,
  };
  // What decides what is read: the SQL with its parameters and schema, or the table.
  const deciding: Array<keyof DatasetSource> = next.sql
    ? ['sql', 'template_params', 'schema']
    : ['sql', 'schema', 'table_name'];
  if (deciding.every((key) => next[key] === dataset[key])) return null;
  const database = await app.store.databases.findById(dataset.database_id);
  return database ? datasetSourceAccessRefusal(app, user, database, next) : null;
}
