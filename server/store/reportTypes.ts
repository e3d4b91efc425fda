/** The shapes of alerts and reports as the store keeps them (the repository is reports.ts). */

/** Where a report goes: `recipient_config_json` is JSON text such as `{"target": "a@b.c"}`. */
export interface ReportRecipientRecord {
  id: number;
  type: string;
  recipient_config_json: string;
}

/** A recipient to store (its id is given by the store). */
export interface NewReportRecipient {
  type: string;
  recipient_config_json: string;
}

/** An alert or report (Superset's `ReportSchedule`) with its owners and recipients. */
export interface ReportRecord {
  id: number;
  uuid: string;
  /** 'Alert' | 'Report'. */
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  active: boolean;
  crontab: string;
  timezone: string;
  creation_method: string;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  sql: string | null;
  validator_type: string | null;
  validator_config_json: string | null;
  grace_period: number;
  working_timeout: number;
  log_retention: number;
  last_eval_dttm: Date | null;
  last_state: string;
  last_value: number | null;
  last_value_row_json: string | null;
  report_format: string;
  extra: string;
  force_screenshot: boolean;
  custom_width: number | null;
  email_subject: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
  created_on: Date;
  changed_on: Date;
  owner_ids: number[];
  recipients: ReportRecipientRecord[];
}

/** The columns a write may set; owners and recipients are replaced when given. */
export interface ReportFields {
  type?: string;
  name?: string;
  description?: string | null;
  context_markdown?: string | null;
  active?: boolean;
  crontab?: string;
  timezone?: string;
  creation_method?: string;
  chart_id?: number | null;
  dashboard_id?: number | null;
  database_id?: number | null;
  sql?: string | null;
  validator_type?: string | null;
  validator_config_json?: string | null;
  grace_period?: number;
  working_timeout?: number;
  log_retention?: number;
  report_format?: string;
  extra?: string;
  force_screenshot?: boolean;
  custom_width?: number | null;
  email_subject?: string | null;
  /** Set by an edit only to reset a deactivated 'Working' report; runs use recordEvaluation. */
  last_state?: string;
  owner_ids?: number[];
  recipients?: NewReportRecipient[];
}

/** What creating a report needs at least; unset columns take the table's defaults. */
export interface NewReport extends ReportFields {
  type: string;
  name: string;
  crontab: string;
}

/** The outcome of an alert's or report's latest evaluation. */
export interface ReportEvaluation {
  last_state: string;
  last_eval_dttm: Date;
  last_value?: number | null;
  last_value_row_json?: string | null;
}

/** Thrown when another report of the same type already has the name (checked inside the write). */
export class ReportNameTakenError extends Error {
  constructor(readonly reportName: string) {
    super(`A report named "${reportName}" already exists`);
    this.name = 'ReportNameTakenError';
  }
}
