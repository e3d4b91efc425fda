/**
 * A real SMTP server in the test process (smtp-server on a free port): it keeps every message it
 * receives with its envelope. STARTTLS is offered with smtp-server's own self-signed certificate,
 * as an unverified server certificate is Superset's default (SMTP_SSL_SERVER_AUTH off).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
  user: string | null;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(
  options: { credentials?: { user: string; password: string } } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const credentials = options.credentials;
  const server = new SMTPServer({
    logger: false,
    authOptional: !credentials,
    allowInsecureAuth: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
