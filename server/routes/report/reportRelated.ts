/**
 * GET /api/v1/report/related/<column> (owners, created_by: the users the list's filters and the
 * report dialogs offer, FAB's `{count, result: [{value, text, extra}]}`) and GET
 * /api/v1/report/_info (the caller's permissions on ReportSchedule and the list's filters).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { infoReply, infoRouteSchema, type InfoRouteTypes } from '../../http/infoQuery';
import { relatedRouteSchema, relatedUsersReply, type RelatedRouteTypes } from '../../http/relatedQuery';
import { REPORT_LIST_SPEC } from './reportListSpec';
import { requestUser, requireAlertReports } from './reportRequests';

const USER_COLUMNS = new Set(['owners', 'created_by']);

export function registerReportRelatedRoutes(app: FastifyInstance): void {
  const guards = [requireAlertReports(app), requirePermission('can_read', 'ReportSchedule')];

  app.get<RelatedRouteTypes>(
    '/api/v1/report/related/:column',
    { schema: relatedRouteSchema, onRequest: guards },
    async (request) => {
      if (!USER_COLUMNS.has(request.params.column)) throw notFound();
      return relatedUsersReply(app.store.charts, request.query.q ?? {});
    },
  );

  app.get<InfoRouteTypes>('/api/v1/report/_info', { schema: infoRouteSchema, onRequest: guards }, async (request) =>
    infoReply(
      requestUser(request),
      { view: 'ReportSchedule', filterOperators: REPORT_LIST_SPEC.filterOperators, title: 'Report Schedule' },
      request.query.q?.keys,
    ),
  );
}
