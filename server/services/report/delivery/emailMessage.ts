/**
 * A report's email, as Superset's (superset/reports/notifications/email.py): subject
 * `<EMAIL_REPORTS_SUBJECT_PREFIX><name>`, an HTML body with the description, a link to the chart or
 * dashboard (EMAIL_REPORTS_CTA), the TEXT table and the screenshots inline (cid); CSV and PDF attached.
 */
import type { ServerConfig } from '../../../config';
import type { ReportContent, ReportToRender } from '../content';
import { escapeHtml } from '../content/htmlTable';
import type { DeliveryKind } from './types';

interface EmailAddresses {
  to: string[];
  cc: string[];
  bcc: string[];
}

interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
  contentDisposition?: 'attachment' | 'inline';
}

export interface EmailMessage extends EmailAddresses {
  from: string;
  subject: string;
  html: string;
  attachments: EmailAttachment[];
}

const BODY_STYLE = `table, th, td {
        border-collapse: collapse;
        border-color: rgb(200, 212, 227);
        color: rgb(42, 63, 95);
        padding: 4px 8px;
      }
      .image {
        margin-bottom: 18px;
        min-width: 1000px;
      }`;

function alertLine(kind: DeliveryKind): string {
  if (!kind.alert) return '';
  const value = kind.alert.value === null ? 'no value' : escapeHtml(String(kind.alert.value));
  const threshold = kind.alert.threshold ? ` (${escapeHtml(kind.alert.threshold)})` : '';
  return `<p>Alert triggered: the query returned <b>${value}</b>${threshold}.</p>`;
}

function emailBody(config: ServerConfig, report: ReportToRender, content: ReportContent, kind: DeliveryKind): string {
  const images = content.attachments
    .filter((attachment) => attachment.inlineCid)
    .map((attachment) => `<div class="image"><img width="1000" src="cid:${attachment.inlineCid}"></div>`)
    .join('\n');
  return `<html>
  <head>
    <style type="text/css">
      ${BODY_STYLE}
    </style>
  </head>
  <body>
    ${alertLine(kind)}
    <div>${escapeHtml(report.description ?? '')}</div>
    <br>
    <b><a href="${escapeHtml(content.url)}">${escapeHtml(config.EMAIL_REPORTS_CTA)}</a></b><p></p>
    ${content.textTable ?? ''}
    ${images}
  </body>
</html>
`;
}

export function emailMessage(
  config: ServerConfig,
  report: ReportToRender,
  content: ReportContent,
  kind: DeliveryKind,
  addresses: EmailAddresses,
): EmailMessage {
  return {
    ...addresses,
    from: config.SMTP_MAIL_FROM,
    subject: `${config.EMAIL_REPORTS_SUBJECT_PREFIX}${content.name}`,
    html: emailBody(config, report, content, kind),
    attachments: content.attachments.map((attachment) =>
      attachment.inlineCid
        ? {
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
            cid: attachment.inlineCid,
            contentDisposition: 'inline' as const,
          }
        : { filename: attachment.filename, contentType: attachment.contentType, content: attachment.content },
    ),
  };
}
