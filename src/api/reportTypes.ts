/**
 * Shapes of `/api/v1/report/` (reference superset-api-charts-dashboards §5): what the list, the show
 * and the write bodies carry. In GET replies `recipient_config_json` and `validator_config_json` are
 * JSON strings; in write bodies they are objects.
 */
import type { ListFilter } from './databases';

export type ReportType = 'Alert' | 'Report';
export type ReportCreationMethod = 'charts' | 'dashboards' | 'alerts_reports';
export type ReportFormat = 'PNG' | 'CSV' | 'TEXT' | 'PDF';
type ReportRecipientType = 'Email' | 'Slack' | 'SlackV2' | 'Webhook';
export type ReportState = 'Success' | 'Working' | 'Error' | 'Not triggered' | 'On Grace';

interface ReportRecipientConfig {
  target: string;
  ccTarget?: string;
  bccTarget?: string;
}

/** A recipient as written (POST/PUT). */
interface ReportRecipientBody {
  type: ReportRecipientType;
  recipient_config_json: ReportRecipientConfig;
}

/** A recipient as read: the config is a JSON string (older servers may send the object). */
export interface ReportRecipient {
  id?: number;
  type: ReportRecipientType;
  recipient_config_json: string | ReportRecipientConfig;
}

interface ReportUser {
  id: number;
  first_name?: string;
  last_name?: string;
}

/** The dashboard state a dashboard report renders (`extra.dashboard`). */
interface ReportDashboardState {
  activeTabs?: string[];
  dataMask?: Record<string, unknown>;
  anchor?: string;
  urlParams?: [string, string][];
}

export interface ReportExtra {
  dashboard?: ReportDashboardState;
}

/** What POST sends and PUT may send (a PUT may carry only `active`). */
export interface ReportBody {
  type?: ReportType;
  name?: string;
  description?: string;
  context_markdown?: string;
  active?: boolean;
  crontab?: string;
  timezone?: string;
  creation_method?: ReportCreationMethod;
  chart?: number | null;
  dashboard?: number | null;
  database?: number | null;
  sql?: string;
  validator_type?: 'not null' | 'operator';
  validator_config_json?: { op?: string; threshold?: number };
  grace_period?: number;
  working_timeout?: number;
  log_retention?: number;
  recipients?: ReportRecipientBody[];
  report_format?: ReportFormat;
  extra?: ReportExtra;
  force_screenshot?: boolean;
  custom_width?: number | null;
  email_subject?: string;
  owners?: number[];
  selected_tabs?: string[];
}

/** GET /api/v1/report/{id} `result`, and (with `chart_id`/`dashboard_id`) one list row. */
export interface Report {
  id: number;
  name: string;
  type: ReportType;
  description?: string | null;
  context_markdown?: string | null;
  active: boolean;
  crontab: string;
  crontab_humanized?: string;
  timezone?: string;
  creation_method?: ReportCreationMethod;
  chart?: { id: number; slice_name?: string; viz_type?: string } | null;
  dashboard?: { id: number; dashboard_title?: string } | null;
  chart_id?: number | null;
  dashboard_id?: number | null;
  database?: { id: number; database_name?: string } | null;
  sql?: string | null;
  validator_type?: string | null;
  validator_config_json?: string | null;
  grace_period?: number | null;
  working_timeout?: number | null;
  log_retention?: number | null;
  last_eval_dttm?: string | number | null;
  last_state?: ReportState | string;
  last_value?: number | null;
  last_value_row_json?: string | null;
  owners?: ReportUser[];
  recipients?: ReportRecipient[];
  report_format?: ReportFormat;
  extra?: ReportExtra | string | null;
  force_screenshot?: boolean;
  custom_width?: number | null;
  email_subject?: string | null;
  changed_on?: string;
  changed_on_delta_humanized?: string;
  created_on?: string;
  created_by?: ReportUser | null;
  changed_by?: ReportUser | null;
}

export interface ReportList {
  count: number;
  ids: number[];
  result: Report[];
}

export interface ReportListQuery {
  filters?: ListFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** POST 201 / PUT 200 reply. */
export interface ReportWriteReply {
  id: number;
  result: ReportBody;
}

/** The target of a chart or dashboard report: exactly one of the two ids. */
export type ReportTarget = { chartId: number; dashboardId?: undefined } | { dashboardId: number; chartId?: undefined };

export type OwnReportQuery = ReportTarget & { userId: number };
