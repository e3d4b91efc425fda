/**
 * GET /api/v1/sqllab/ (SqlLabRestApi.get): what SQL Lab needs to start — the user's tabs, the
 * active one in full, and the databases the user reaches (Superset's DatabaseFilter). With SQLLAB_BACKEND_PERSISTENCE off
 * there are no server tabs. No `queries` and no `user_id`, as Superset 6.1 (history comes from
 * /api/v1/query/).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { DatabaseRecord } from '../../store';
import { serializeDatabaseListItem } from '../database/databaseSerializers';
import { isDatabaseListed } from '../../services/database/databaseAccess';
import { tabStateDict } from './tabStateDict';

/** The database keys SQL Lab's bootstrap carries (reference §2.1). */
const SQLLAB_DATABASE_KEYS = [
  'id',
  'database_name',
  'backend',
  'allow_run_async',
  'allow_ctas',
  'allow_cvas',
  'allow_dml',
  'allow_file_upload',
  'allows_cost_estimate',
  'allows_subquery',
  'allows_virtual_table_explore',
  'expose_in_sqllab',
  'force_ctas_schema',
  'disable_data_preview',
  'disable_drill_to_detail',
  'allow_multi_catalog',
  'engine_information',
] as const;

function sqlLabDatabase(db: DatabaseRecord): Record<string, unknown> {
  const item = serializeDatabaseListItem(db);
  return Object.fromEntries(SQLLAB_DATABASE_KEYS.map((key) => [key, item[key]]));
}

export async function registerSqlLabBootstrapRoutes(app: FastifyInstance): Promise<void> {
  const store = app.store;

  app.get('/api/v1/sqllab/', { onRequest: requirePermission('can_read', 'SQLLab') }, async (request) => {
    const user = request.user;
    if (!user) throw new Error('SQL Lab bootstrap reached without a user');

    const databases: Record<string, Record<string, unknown>> = {};
    for (const db of await app.store.databases.list()) {
      if (isDatabaseListed(user, db)) databases[String(db.id)] = sqlLabDatabase(db);
    }

    const persistence = app.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE;
    const tabs = persistence ? await store.tabStates.listByUser(user.id) : [];
    const active = persistence ? await store.tabStates.findActiveOrFirst(user.id) : null;
    return {
      result: {
        active_tab: active ? await tabStateDict(store, active) : null,
        databases,
        tab_state_ids: tabs.map((tab) => ({ id: tab.id, label: tab.label })),
      },
    };
  });
}
