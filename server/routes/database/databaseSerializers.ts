import type { DatabaseRecord } from '../../store';
import { pythonIsoFormat } from '../../http/bootstrapData';
import { humanizeDelta } from '../../http/humanize';
import { engineInformationOf } from '../../services/database/engineInformation';

/** The list columns of DatabaseRestApi (Superset 6.1's databases/api.py), in its order. */
export const DATABASE_LIST_COLUMNS = [
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_run_async',
  'allows_cost_estimate',
  'allows_subquery',
  'allows_virtual_table_explore',
  'backend',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'changed_by.last_name',
  'created_by.first_name',
  'created_by.last_name',
  'configuration_method',
  'database_name',
  'explore_database_id',
  'expose_in_sqllab',
  'extra',
  'force_ctas_schema',
  'id',
  'uuid',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'engine_information',
] as const;

/** How a database was set up: the embedded server's are never made through Superset's form. */
const CONFIGURATION_METHOD = 'sqlalchemy_form';

export const DATABASE_ORDER_COLUMNS = [
  'allow_file_upload',
  'allow_dml',
  'allow_run_async',
  'changed_on',
  'changed_on_delta_humanized',
  'created_by.first_name',
  'database_name',
  'expose_in_sqllab',
] as const;

/** Always a JSON object string, as the SQL Lab client JSON.parses it. */
function extraString(extra: string): string {
  try {
    const parsed: unknown = JSON.parse(extra);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? extra : '{}';
  } catch {
    return '{}';
  }
}

type SerializedDatabase = Record<string, unknown>;

export function serializeDatabaseListItem(db: DatabaseRecord, now: Date = new Date()): SerializedDatabase {
  return {
    allow_file_upload: db.allow_file_upload,
    allow_ctas: db.allow_ctas,
    allow_cvas: db.allow_cvas,
    allow_dml: db.allow_dml,
    allow_multi_catalog: db.allow_multi_catalog,
    allow_run_async: db.allow_run_async,
    allows_cost_estimate: db.allows_cost_estimate,
    allows_subquery: db.allows_subquery,
    allows_virtual_table_explore: db.allows_virtual_table_explore,
    backend: db.backend,
    changed_on: pythonIsoFormat(db.changed_on),
    changed_on_delta_humanized: humanizeDelta(db.changed_on, now),
    changed_by: null,
    created_by: null,
    configuration_method: CONFIGURATION_METHOD,
    database_name: db.database_name,
    explore_database_id: db.id,
    expose_in_sqllab: db.expose_in_sqllab,
    extra: extraString(db.extra),
    force_ctas_schema: db.force_ctas_schema,
    id: db.id,
    uuid: db.uuid,
    disable_data_preview: db.disable_data_preview,
    disable_drill_to_detail: db.disable_drill_to_detail,
    engine_information: engineInformationOf(db.backend),
  };
}

/**
 * GET /api/v1/database/<pk>: the show columns of DatabaseRestApi, no more: the URI, `extra` and the
 * connection parameters are only for `/connection`, which needs write access.
 */
export function serializeDatabaseDetail(db: DatabaseRecord): SerializedDatabase {
  return {
    id: db.id,
    uuid: db.uuid,
    database_name: db.database_name,
    cache_timeout: null,
    expose_in_sqllab: db.expose_in_sqllab,
    allow_run_async: db.allow_run_async,
    allow_file_upload: db.allow_file_upload,
    configuration_method: CONFIGURATION_METHOD,
    allow_ctas: db.allow_ctas,
    allow_cvas: db.allow_cvas,
    allow_dml: db.allow_dml,
    backend: db.backend,
    driver: db.backend === 'duckdb' ? 'duckdb_engine' : db.backend,
    force_ctas_schema: db.force_ctas_schema,
    impersonate_user: false,
    is_managed_externally: false,
    engine_information: engineInformationOf(db.backend),
  };
}
