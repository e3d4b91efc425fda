/**
 * Sends a report's content to each of its recipients: Email (one message per recipient entry, to
 * all its addresses, with cc and bcc) and Webhook. As Superset, every recipient is tried; the
 * failures are then reported together.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportContent, ReportToRender } from '../content';
import { emailMessage } from './emailMessage';
import { sendEmail } from './emailTransport';
import { addressList, recipientConfig } from './recipients';
import { ReportDeliveryError, type DeliveredRecipient, type DeliveryKind, type DeliverySummary } from './types';
import { postWebhook } from './webhook';

const SLACK_UNAVAILABLE_MESSAGE = 'Slack delivery is not available in the embedded server';

async function deliverToRecipient(
  app: FastifyInstance,
  report: ReportToRender,
  content: ReportContent,
  kind: DeliveryKind,
  recipient: ReportToRender['recipients'][number],
): Promise<DeliveredRecipient> {
  const config = recipientConfig(recipient.recipient_config_json);
  switch (recipient.type) {
    case 'Email': {
      const to = addressList(config.target);
      if (to.length === 0) throw new ReportDeliveryError('Email recipient has no address');
      const message = emailMessage(app.config, report, content, kind, {
        to,
        cc: addressList(config.ccTarget),
        bcc: addressList(config.bccTarget),
      });
      const sent = await sendEmail(app.config, report.id, message);
      return { type: recipient.type, target: to.join(', '), detail: sent.detail };
    }
    case 'Webhook': {
      const status = await postWebhook(config.target, report, content);
      return { type: recipient.type, target: config.target, detail: String(status) };
    }
    case 'Slack':
    case 'SlackV2':
      throw new ReportDeliveryError(SLACK_UNAVAILABLE_MESSAGE);
    default:
      throw new ReportDeliveryError(`Unknown recipient type ${recipient.type}`);
  }
}

/** Sends a report's content to each of its recipients; throws ReportDeliveryError naming every failure. */
export async function deliverReport(
  app: FastifyInstance,
  report: ReportToRender,
  content: ReportContent,
  kind: DeliveryKind,
): Promise<DeliverySummary> {
  const delivered: DeliveredRecipient[] = [];
  const failures: string[] = [];
  for (const recipient of report.recipients) {
    try {
      delivered.push(await deliverToRecipient(app, report, content, kind, recipient));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(reason);
      app.log.warn({ reportId: report.id, recipientType: recipient.type, reason }, 'Report delivery failed');
    }
  }
  if (failures.length > 0) throw new ReportDeliveryError(failures.join('; '));
  return { recipients: delivered };
}
