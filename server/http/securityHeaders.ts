/**
 * Security headers on every reply, as Superset's Talisman defaults (through @fastify/helmet):
 * Content-Security-Policy, X-Frame-Options SAMEORIGIN, X-Content-Type-Options nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, Permissions-Policy browsing-topics=(); and no
 * caching of replies that do not set their own Cache-Control (the API, data, pages), while the
 * hashed static assets keep theirs.
 *
 * The CSP is Superset's without the third-party hosts, and with what this app needs:
 * - scripts from this origin only: the SPA has no inline script (its bootstrap is a `data-bootstrap`
 *   attribute), so it needs neither Superset's nonce nor 'strict-dynamic';
 * - inline styles (antd's CSS-in-JS, ace and index.html write <style> elements);
 * - blob:/data: images and blob: workers (downloads, chart images, editor workers);
 * - the async-query websocket: ws:/wss: of the host the page was loaded from (not every browser
 *   counts them as 'self') and the origin of GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL.
 * No upgrade-insecure-requests and no HSTS: the server speaks plain HTTP unless put behind TLS.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** A Host header that is safe to copy into a CSP source: host name or [IPv6], optional port. */
const HOST_SOURCE = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The ws: and wss: sources of the host the request was sent to (nothing for an odd Host header). */
function sameHostWebsocketSources(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return HOST_SOURCE.test(host) ? `ws://${host} wss://${host}` : '';
}

/** The origin of the configured websocket URL, when it is a ws: or wss: URL. */
export function websocketOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'ws:' || parsed.protocol === 'wss:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const configuredWebsocket = websocketOrigin(app.config.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'base-uri': ["'self'"],
        'default-src': ["'self'"],
        'img-src': ["'self'", 'blob:', 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", sameHostWebsocketSources, ...(configuredWebsocket ? [configuredWebsocket] : [])],
        'object-src': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', 'browsing-topics=()');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
