/**
 * ReportScheduleRestApi (/api/v1/report/): list, show, create, update, delete (one or a rison id
 * list), the execution logs, related users and `_info`. Every route answers 404 while the
 * ALERT_REPORTS flag is off; reads need `can_read` on ReportSchedule, writes `can_write`. Users
 * who cannot access all datasources see only their own reports (Superset's ReportScheduleFilter).
 */
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { columnLabel } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { isReportVisible } from '../../services/report/reportAccessRules';
import { reportListReply } from './reportList';
import { reportListSchema, type ReportListQuery } from './reportListSpec';
import { registerReportLogRoutes } from './reportLogs';
import { registerReportRelatedRoutes } from './reportRelated';
import { reportPkParamsSchema, requestUser, requireAlertReports, visibleReport } from './reportRequests';
import { reportListItem, reportShowItem, reportUsers } from './reportSerializers';
import { registerReportWriteRoutes } from './reportWrites';

const REPORT_SHOW_COLUMNS = [
  'id',
  'active',
  'chart.id',
  'chart.slice_name',
  'chart.viz_type',
  'context_markdown',
  'creation_method',
  'crontab',
  'custom_width',
  'dashboard.dashboard_title',
  'dashboard.id',
  'database.database_name',
  'database.id',
  'description',
  'email_subject',
  'extra',
  'force_screenshot',
  'grace_period',
  'last_eval_dttm',
  'last_state',
  'last_value',
  'last_value_row_json',
  'log_retention',
  'name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'recipients.id',
  'recipients.recipient_config_json',
  'recipients.type',
  'report_format',
  'sql',
  'timezone',
  'type',
  'validator_config_json',
  'validator_type',
  'working_timeout',
] as const;

const showSchema = { params: reportPkParamsSchema } as const;

function registerReportReadRoutes(app: FastifyInstance): void {
  const guards = [requireAlertReports(app), requirePermission('can_read', 'ReportSchedule')];

  app.get<{ Querystring: ReportListQuery }>(
    '/api/v1/report/',
    { schema: reportListSchema, onRequest: guards },
    async (request) => {
      const user = requestUser(request);
      const visible = (await app.store.reports.list()).filter((report) => isReportVisible(user, report));
      const users = await reportUsers(app, visible);
      const now = new Date();
      return reportListReply(
        visible,
        visible.map((report) => reportListItem(report, users, now)),
        request.query.q ?? {},
      );
    },
  );

  app.get<RouteTypes<typeof showSchema>>(
    '/api/v1/report/:pk',
    { schema: showSchema, onRequest: guards },
    async (request) => {
      const report = await visibleReport(app, requestUser(request), request.params.pk);
      return {
        id: report.id,
        result: await reportShowItem(app, report),
        show_columns: [...REPORT_SHOW_COLUMNS],
        label_columns: Object.fromEntries(REPORT_SHOW_COLUMNS.map((column) => [column, columnLabel(column)])),
        description_columns: {},
        show_title: 'Show Report Schedule',
      };
    },
  );
}

/** Registers every /api/v1/report/ route. */
export async function registerReportRoutes(app: FastifyInstance): Promise<void> {
  registerReportReadRoutes(app);
  registerReportWriteRoutes(app);
  registerReportLogRoutes(app);
  registerReportRelatedRoutes(app);
}
