/**
 * ReportExecutionLogRestApi: GET /api/v1/report/{pk}/log/ (rison list, latest start first, 25 a
 * page unless asked otherwise) and GET /api/v1/report/{pk}/log/{log_id}. Only the runs of a report
 * the caller can see are listed.
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { notFound } from '../../errors';
import { buildListReply, columnLabel } from '../../http/listQuery';
import { parsePathId } from '../../http/storedIntegers';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { REPORT_LOG_COLUMNS, REPORT_LOG_LIST_SPEC, reportLogListSchema } from './reportListSpec';
import { requestUser, requireAlertReports, visibleReport } from './reportRequests';
import { reportLogItem } from './reportSerializers';

/** The execution log page of Superset's alert/report log screen. */
const LOG_PAGE_SIZE = 25;

const logShowSchema = {
  params: {
    type: 'object',
    required: ['pk', 'logId'],
    additionalProperties: false,
    properties: { pk: { type: 'string' }, logId: { type: 'string' } },
  },
} as const;

export function registerReportLogRoutes(app: FastifyInstance): void {
  const guards = [requireAlertReports(app), requirePermission('can_read', 'ReportSchedule')];

  app.get<RouteTypes<typeof reportLogListSchema>>(
    '/api/v1/report/:pk/log/',
    { schema: reportLogListSchema, onRequest: guards },
    async (request) => {
      const report = await visibleReport(app, requestUser(request), request.params.pk);
      const logs = await app.store.reportExecutionLogs.listFor(report.id);
      const args = request.query.q ?? {};
      const paged = { ...args, page_size: args.page_size ?? LOG_PAGE_SIZE };
      return buildListReply(REPORT_LOG_LIST_SPEC, logs.map(reportLogItem), paged, {
        defaultOrder: ['start_dttm', 'desc'],
      });
    },
  );

  app.get<RouteTypes<typeof logShowSchema>>(
    '/api/v1/report/:pk/log/:logId',
    { schema: logShowSchema, onRequest: guards },
    async (request) => {
      const report = await visibleReport(app, requestUser(request), request.params.pk);
      const logId = parsePathId(request.params.logId);
      const log = logId === null ? null : await app.store.reportExecutionLogs.findFor(report.id, logId);
      if (!log) throw notFound();
      return {
        id: log.id,
        result: reportLogItem(log),
        show_columns: [...REPORT_LOG_COLUMNS],
        label_columns: Object.fromEntries(REPORT_LOG_COLUMNS.map((column) => [column, columnLabel(column)])),
        description_columns: {},
        show_title: 'Show Report Execution Log',
      };
    },
  );
}
