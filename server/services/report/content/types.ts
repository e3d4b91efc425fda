/**
 * What a report run needs to know about its schedule. Structural, so the report store's record
 * satisfies it without this module depending on the store.
 */
interface ReportRecipientToDeliver {
  /** Email, Webhook, Slack, SlackV2. */
  type: string;
  /** JSON: {"target": "...", "ccTarget"?: "...", "bccTarget"?: "..."}. */
  recipient_config_json: string;
}

export interface ReportToRender {
  id: number;
  name: string;
  type: 'Alert' | 'Report' | string;
  description: string | null;
  chart_id: number | null;
  dashboard_id: number | null;
  /** PNG, PDF, CSV or TEXT. */
  report_format: string;
  /** JSON; a dashboard report keeps its state in `dashboard` {activeTabs, dataMask, anchor, urlParams}. */
  extra: string;
  custom_width: number | null;
  force_screenshot: boolean;
  email_subject: string | null;
  owner_ids: number[];
  created_by_fk: number | null;
  recipients: ReportRecipientToDeliver[];
}

export interface ReportAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set when the attachment is shown inside the HTML body (`cid:` image). */
  inlineCid?: string;
}

export interface ReportContent {
  /** The report format the content was made in: PNG, PDF, CSV or TEXT. */
  format: string;
  /** Absolute link to the chart or dashboard in the app. */
  url: string;
  /** The chart's or dashboard's name. */
  name: string;
  attachments: ReportAttachment[];
  /** TEXT reports: the data as an HTML table. */
  textTable?: string;
  /** CSV reports: how many data rows the file holds. */
  csvRows?: number;
}

/** A report's content could not be made; the message says why, for the execution log. */
export class ReportContentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReportContentError';
  }
}
