/**
 * Webhook recipients, as Superset's (superset/reports/notifications/webhook.py): a POST to the
 * target of `{name, header, text, description, url}` as JSON, or, when the content has files, as a
 * multipart form with those fields (header as JSON text) and the files (report.csv, report.pdf,
 * screenshot_N.png). Any answer outside 2xx fails the delivery with the status and body.
 */
import type { ReportContent, ReportToRender } from '../content';
import { ReportDeliveryError } from './types';

const WEBHOOK_TIMEOUT_MS = 60_000;
/** Enough of an error body to say why, not a page of HTML. */
const ERROR_BODY_LIMIT = 500;

interface WebhookPayload {
  name: string;
  header: {
    notification_format: string;
    notification_type: string;
    notification_source: 'Chart' | 'Dashboard';
    chart_id: number | null;
    dashboard_id: number | null;
  };
  text: string | null;
  description: string | null;
  url: string;
}

function webhookPayload(report: ReportToRender, content: ReportContent): WebhookPayload {
  return {
    name: content.name,
    header: {
      notification_format: report.report_format,
      notification_type: report.type,
      notification_source: report.chart_id !== null ? 'Chart' : 'Dashboard',
      chart_id: report.chart_id,
      dashboard_id: report.chart_id !== null ? null : report.dashboard_id,
    },
    text: null,
    description: report.description,
    url: content.url,
  };
}

/** Superset's webhook file names by content type. */
function webhookFileName(contentType: string, index: number, fallback: string): string {
  if (contentType === 'text/csv') return 'report.csv';
  if (contentType === 'application/pdf') return 'report.pdf';
  if (contentType === 'image/png') return `screenshot_${index}.png`;
  return fallback;
}

function requestBody(report: ReportToRender, content: ReportContent): { body: string | FormData; json: boolean } {
  const payload = webhookPayload(report, content);
  if (content.attachments.length === 0) return { body: JSON.stringify(payload), json: true };
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  let screenshot = 0;
  for (const attachment of content.attachments) {
    const name = webhookFileName(attachment.contentType, screenshot, attachment.filename);
    if (attachment.contentType === 'image/png') screenshot += 1;
    form.append('files', new Blob([new Uint8Array(attachment.content)], { type: attachment.contentType }), name);
  }
  return { body: form, json: false };
}

function validTarget(target: string): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new ReportDeliveryError('Webhook URL is required');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ReportDeliveryError(`Webhook URL must start with http:// or https://, got ${target}`);
  }
  return url;
}

export async function postWebhook(target: string, report: ReportToRender, content: ReportContent): Promise<number> {
  if (!target) throw new ReportDeliveryError('Webhook URL is required');
  const url = validTarget(target);
  const { body, json } = requestBody(report, content);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: json ? { 'content-type': 'application/json' } : undefined,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ReportDeliveryError(`Webhook failed: ${reason}`, { cause: error });
  }
  if (response.status < 200 || response.status >= 300) {
    const text = (await response.text().catch(() => '')).slice(0, ERROR_BODY_LIMIT);
    throw new ReportDeliveryError(`Webhook failed with status code ${response.status}: ${text}`);
  }
  return response.status;
}
