/**
 * Usage logging: the browser's events (`POST /superset/log/`, logWrite.ts) and LogRestApi
 * (`GET /api/v1/log/`, `GET /api/v1/log/{id}`), which needs `can_read` on Log (admins only among
 * the built-in roles). Old events are pruned on start and daily (LOG_RETENTION_DAYS).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { parsePathId } from '../../http/storedIntegers';
import { scheduleLogRetention } from '../../services/log/logRetention';
import { logListQuery, logListReply, logListSchema } from './logList';
import { LOG_COLUMNS, logColumnLabels, toLogItem } from './logSerializers';
import { registerLogWriteRoute } from './logWrite';

const itemSchema = {
  params: { type: 'object', required: ['pk'], properties: { pk: { type: 'string' } } },
} as const;

export async function registerLogRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Log');

  await registerLogWriteRoute(app);

  app.get<RouteTypes<typeof logListSchema>>(
    '/api/v1/log/',
    { schema: logListSchema, onRequest: canRead },
    async (request) => {
      const args = request.query.q ?? {};
      const { count, rows } = await app.store.logs.list(logListQuery(args));
      return logListReply(args, count, rows);
    },
  );

  app.get<RouteTypes<typeof itemSchema>>(
    '/api/v1/log/:pk(^\\d+)',
    { schema: itemSchema, onRequest: canRead },
    async (request) => {
      const id = parsePathId(request.params.pk);
      const log = id === null ? null : await app.store.logs.findById(id);
      if (!log) throw notFound();
      return {
        id: log.id,
        result: toLogItem(log),
        show_columns: [...LOG_COLUMNS],
        label_columns: logColumnLabels(LOG_COLUMNS),
        description_columns: {},
        show_title: 'Show Log',
      };
    },
  );

  scheduleLogRetention(app);
}
