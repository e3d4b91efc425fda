/** Superset's CreateDatasetCommand (physical or virtual; the columns are read from the source). */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import type { DatasetColumnInput, DatasetRecord } from '../../store/datasets';
import type { PostBody } from './datasetBodies';
import {
  checkDateFormats,
  datasetExistsMessage,
  FieldErrorList,
  readSource,
  registerPermissions,
  resolveOwners,
  sourceColumns,
  TABLE_FIELD,
  tableNotFoundMessage,
} from './datasetCommandChecks';
import { COUNT_METRIC, firstTemporalColumn } from './datasetSource';
import { datasetSourceAccessRefusal } from './datasetSourceAccess';

/** CreateDatasetCommand: validates, reads the source's columns, stores the dataset with `count`. */
export async function createDataset(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: PostBody,
): Promise<DatasetRecord> {
  checkDateFormats(body.columns);
  const errors = new FieldErrorList();
  const schema = body.schema ?? null;
  const catalog = body.catalog ?? null;
  const sql = body.sql || null;
  if (await app.store.datasets.findByTable(body.database, schema, body.table_name, catalog)) {
    errors.add(TABLE_FIELD, datasetExistsMessage({ catalog, schema, table_name: body.table_name }));
  }
  const database = await app.store.databases.findById(body.database);
  if (!database) errors.add('database', 'Database does not exist');
  let columns: DatasetColumnInput[] | null = null;
  if (database && !sql) {
    columns = await readSource(() =>
      sourceColumns(app, user, {
        database_id: database.id,
        schema,
        table_name: body.table_name,
        sql: null,
        template_params: null,
      }),
    );
    if (!columns) errors.add(TABLE_FIELD, tableNotFoundMessage({ catalog, schema, table_name: body.table_name }));
  }
  const source = { sql, schema, table_name: body.table_name, template_params: body.template_params ?? null };
  const refused = database ? await datasetSourceAccessRefusal(app, user, database, source) : null;
  if (refused) errors.add(refused.field, refused.error.message);
  const ownerIds = await resolveOwners(app, user, body.owners, true, errors);
  errors.throwIfAny();
  if (!database) throw new Error('unreachable: database checked above');

  if (sql) {
    columns = await readSource(() =>
      sourceColumns(app, user, {
        database_id: database.id,
        schema,
        table_name: body.table_name,
        sql,
        template_params: body.template_params ?? null,
      }),
    );
  }
  const stored = columns ?? [];
  const dataset = await app.store.datasets.create({
    database_id: database.id,
    catalog,
    schema,
    table_name: body.table_name,
    sql,
    template_params: body.template_params ?? null,
    normalize_columns: body.normalize_columns ?? false,
    always_filter_main_dttm: body.always_filter_main_dttm ?? false,
    is_managed_externally: body.is_managed_externally ?? false,
    external_url: body.external_url ?? null,
    uuid: body.uuid ?? undefined,
    main_dttm_col: firstTemporalColumn(stored),
    owner_ids: ownerIds,
    created_by_fk: user.id,
    columns: stored,
    metrics: [{ ...COUNT_METRIC }],
  });
  await registerPermissions(app, dataset, database);
  return dataset;
}
