import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { notedAsClientGone } from '../http/clientGone';
import { registerSecurityHeaders } from '../http/securityHeaders';
import { renderAppPage, type AppPageContext } from './appPage';
import { isAppPageRequest } from './pageRequests';
import { proxyReplyOptions } from './proxyReplies';
import { parseUpstream, type Upstream } from './upstream';

/** Superset's greeting page: the app's home stands in for it. */
/**
 * Connections to Superset. Idle ones are closed after 1.5 s, before gunicorn's own keep-alive (2 s
 * by default) closes them under a request in flight (seen as `read ECONNRESET`); replies may take
 * as long as Superset's slowest query.
 */
const UPSTREAM_CONNECTIONS = {
  connections: 128,
  pipelining: 1,
  keepAliveTimeout: 1_500,
  keepAliveMaxTimeout: 1_500,
  headersTimeout: 300_000,
  bodyTimeout: 300_000,
};
/** SQL Lab's form post is small (a query and a few ids); anything bigger is refused. */
const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

async function readFormBody(request: FastifyRequest): Promise<Buffer> {
  const stream = request.body as Readable | undefined;
  if (!stream || typeof stream.on !== 'function') return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > FORM_BODY_LIMIT_BYTES) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

async function registerAppAssets(app: FastifyInstance, distDir: string): Promise<void> {
  const assetsDir = path.join(distDir, 'assets');
  if (!existsSync(assetsDir)) return;
  // Hashed file names: cacheable for a year.
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
  });
}

/** `/ws` to Superset's websocket service (SUPERSET_WEBSOCKET_URL), else to SUPERSET_URL + `/ws`. */
async function registerWebsocketProxy(app: FastifyInstance, config: ServerConfig, upstream: Upstream): Promise<void> {
  const target = new URL(config.supersetWebsocketUrl ?? `${upstream.url}/ws`);
  const httpProtocol = target.protocol === 'wss:' || target.protocol === 'https:' ? 'https:' : 'http:';
  await app.register(httpProxy, {
    upstream: `${httpProtocol}//${target.host}`,
    prefix: '/ws',
    rewritePrefix: target.pathname,
    websocket: true,
    disableRequestLogging: !config.logRequests,
    destroyAgent: true,
    undici: UPSTREAM_CONNECTIONS,
    replyOptions: proxyReplyOptions(upstream),
  });
}

/**
 * Production mode in front of a real Superset (SUPERSET_URL): the built app's files and pages here,
 * every other request — the API, the legacy endpoints, Superset's login and logout pages and their
 * files, the websocket — proxied to Superset on this origin, streamed both ways. Nothing of the
 * embedded backend is opened: no metadata store, no DuckDB, no example data.
 */
export async function buildProxyApp(config: ServerConfig): Promise<FastifyInstance> {
  if (!config.supersetUrl) throw new Error('SUPERSET_URL is not set');
  const upstream = parseUpstream(config.supersetUrl);
  const pages: AppPageContext = {
    upstream,
    distDir: config.distDir,
    websocketOnOwnOrigin: config.supersetWebsocketUrl !== null,
  };

  const app = Fastify({ logger: { level: config.logRequests ? 'info' : 'warn' } });
  app.decorate('config', config);
  // A browser that aborts a request (a superseded chart query) cuts the reply streamed to it.
  app.setErrorHandler((error: Error, request, reply) => {
    if (!notedAsClientGone(error, request, reply)) throw error;
    return reply;
  });
  // The embedded server's security headers on the app's pages; Superset's own replies keep theirs
  // (reply-from copies them over these), so its login page runs under Superset's CSP and nonce.
  await registerSecurityHeaders(app);
  await registerAppAssets(app, config.distDir);

  await app.register(httpProxy, {
    upstream: upstream.url,
    routes: ['/*'],
    disableRequestLogging: !config.logRequests,
    destroyAgent: true,
    undici: UPSTREAM_CONNECTIONS,
    // Locations are rewritten in proxyReplyOptions (Superset's base path, origin and `next`).
    internalRewriteLocationHeader: false,
    replyOptions: proxyReplyOptions(upstream),
    handler: async (request, reply, destination, options) => {
      if (!isAppPageRequest(request)) return reply.from(destination, options);
      if (request.method === 'POST') {
        return renderAppPage(pages, request, reply, { method: 'POST', body: await readFormBody(request) });
      }
      return renderAppPage(pages, request, reply);
    },
  });
  await registerWebsocketProxy(app, config, upstream);
  return app;
}
