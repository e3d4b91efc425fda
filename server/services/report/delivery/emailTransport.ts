/**
 * Sends a report email. With SMTP_HOST set, through that server (nodemailer's SMTP client with
 * Superset's SMTP_* settings: implicit TLS with SMTP_SSL, a required STARTTLS with SMTP_STARTTLS,
 * the certificate checked only with SMTP_SSL_SERVER_AUTH, a login when user and password are set).
 * Without it, the message as it would have been sent (RFC 822, Bcc kept) is written to
 * `<data folder>/outbox/<time>-<report id>.eml`, so a trial install shows what it would send.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { ServerConfig } from '../../../config';
import type { EmailMessage } from './emailMessage';
import { ReportDeliveryError } from './types';

/** Seconds an SMTP step may take before the delivery fails (connect, greeting, each command). */
const SMTP_TIMEOUT_SECONDS = 30;

const OUTBOX_FOLDER = 'outbox';

interface SentEmail {
  /** `smtp <host>:<port> <message id>` or the .eml file's path. */
  detail: string;
}

async function sendBySmtp(config: ServerConfig, host: string, message: EmailMessage): Promise<SentEmail> {
  const transport = createTransport({
    host,
    port: config.SMTP_PORT,
    secure: config.SMTP_SSL,
    requireTLS: !config.SMTP_SSL && config.SMTP_STARTTLS,
    ignoreTLS: !config.SMTP_SSL && !config.SMTP_STARTTLS,
    tls: { rejectUnauthorized: config.SMTP_SSL_SERVER_AUTH },
    ...(config.SMTP_USER && config.SMTP_PASSWORD
      ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_SECONDS * 1000,
    greetingTimeout: SMTP_TIMEOUT_SECONDS * 1000,
    socketTimeout: SMTP_TIMEOUT_SECONDS * 1000,
  });
  try {
    const info = await transport.sendMail(message);
    return { detail: `smtp ${host}:${config.SMTP_PORT} ${info.messageId}` };
  } catch (error) {
    throw new ReportDeliveryError(
      `Email could not be sent through ${host}:${config.SMTP_PORT}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  } finally {
    transport.close();
  }
}

function outboxFileName(reportId: number, now: Date): string {
  // 2025-01-31T08-00-00-123Z-7.eml: sorts by time, safe on every file system.
  return `${now.toISOString().replace(/[:.]/g, '-')}-${reportId}.eml`;
}

async function writeToOutbox(config: ServerConfig, reportId: number, message: EmailMessage): Promise<SentEmail> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  try {
    const info = await transport.sendMail(message);
    const folder = path.join(config.dataDir, OUTBOX_FOLDER);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, outboxFileName(reportId, new Date()));
    await writeFile(file, info.message as Buffer, { flag: 'wx' });
    return { detail: file };
  } catch (error) {
    throw new ReportDeliveryError(`Email could not be written to the outbox: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export function sendEmail(config: ServerConfig, reportId: number, message: EmailMessage): Promise<SentEmail> {
  return config.SMTP_HOST ? sendBySmtp(config, config.SMTP_HOST, message) : writeToOutbox(config, reportId, message);
}
