/**
 * The matrix's rows for alerts & reports (ReportScheduleRestApi and its execution logs, ALERT_REPORTS
 * on) and the usage log (the browser's events at /superset/log/, LogRestApi). The fixtures' reports
 * are on the admin's chart and owned by the admin or by the caller. No report has run, so the
 * execution log read asks for a run that does not exist: the permission decides before the lookup.
 * Expectations: [Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, deactivated, anonymous].
 */
import { risonQuery } from './permissionMatrixFixtures';
import type { MatrixRow } from './permissionMatrixTypes';

const idList = (id: number): string => `?q=${encodeURIComponent(`!(${id})`)}`;
const NO_SUCH_RUN = 987654321;

export const REPORT_ROWS: readonly MatrixRow[] = [
  {
    route: 'GET /api/v1/report/',
    request: () => ({ method: 'GET', url: `/api/v1/report/${risonQuery({ page_size: 5 })}` }),
  },
  {
    route: 'POST /api/v1/report/',
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/report/',
      json: {
        type: 'Report',
        name: c.fx.unique('matrix report'),
        crontab: '0 9 * * *',
        chart: c.fx.admin.chartId,
        creation_method: 'alerts_reports',
        report_format: 'PNG',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'matrix@example.com' } }],
      },
    }),
  },
  ...(['admin', 'own'] as const).flatMap((target): MatrixRow[] => [
    {
      route: 'GET /api/v1/report/:pk',
      target,
      request: (c) => ({ method: 'GET', url: `/api/v1/report/${c.target.reportId}` }),
    },
    {
      route: 'PUT /api/v1/report/:pk',
      target,
      request: (c) => ({
        method: 'PUT',
        url: `/api/v1/report/${c.target.reportId}`,
        json: { description: 'matrix', active: true },
      }),
    },
    {
      route: 'DELETE /api/v1/report/:pk',
      target,
      request: async (c) => ({ method: 'DELETE', url: `/api/v1/report/${await c.fresh.reportSchedule(target)}` }),
    },
    {
      route: 'DELETE /api/v1/report/',
      target,
      request: async (c) => ({
        method: 'DELETE',
        url: `/api/v1/report/${idList(await c.fresh.reportSchedule(target))}`,
      }),
    },
  ]),
  {
    route: 'GET /api/v1/report/:pk/log/',
    request: (c) => ({
      method: 'GET',
      url: `/api/v1/report/${c.fx.admin.reportId}/log/${risonQuery({ page_size: 5 })}`,
    }),
  },
  {
    route: 'GET /api/v1/report/:pk/log/:logId',
    request: (c) => ({ method: 'GET', url: `/api/v1/report/${c.fx.admin.reportId}/log/${NO_SUCH_RUN}` }),
  },
  {
    route: 'GET /api/v1/report/related/:column',
    request: () => ({ method: 'GET', url: `/api/v1/report/related/owners${risonQuery({ page_size: 5 })}` }),
  },
  {
    route: 'GET /api/v1/report/_info',
    request: () => ({ method: 'GET', url: `/api/v1/report/_info${risonQuery({ keys: ['permissions'] })}` }),
  },
];

export const LOG_ROWS: readonly MatrixRow[] = [
  {
    // As the browser's beacon sends it: a form with the events as JSON, no CSRF token.
    route: 'POST /superset/log/',
    request: () => ({
      method: 'POST',
      url: '/superset/log/?explode=events',
      form: { events: JSON.stringify([{ event_name: 'matrix', source: 'matrix', ts: 0 }]) },
    }),
  },
  {
    route: 'GET /api/v1/log/',
    request: () => ({
      method: 'GET',
      url: `/api/v1/log/${risonQuery({ order_column: 'dttm', order_direction: 'desc', page_size: 5 })}`,
    }),
  },
  {
    route: 'GET /api/v1/log/:pk(^\\d+)',
    request: async (c) => ({ method: 'GET', url: `/api/v1/log/${await c.fresh.logEntry()}` }),
  },
];
