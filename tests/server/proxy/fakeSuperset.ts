import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { loadConfig, type Env } from '../../../server/config';
import { buildProxyApp } from '../../../server/proxy/app';

/** The session cookie value the fake Superset accepts as a signed-in admin. */
export const VALID_SESSION = 'signed-in-admin';

export const ADMIN_BOOTSTRAP = {
  user: {
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Min',
    userId: 1,
    isAnonymous: false,
    roles: { Admin: [['can_read', 'Chart']] },
    permissions: {},
  },
  common: {
    application_root: '/',
    feature_flags: { SQLLAB_BACKEND_PERSISTENCE: true },
    conf: {
      DISPLAY_MAX_ROW: 10000,
      GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: 'ws://127.0.0.1:8080/',
      NOTE: 'quotes " and <tags> & ampersands',
    },
  },
};

/** Superset's login page runs its scripts under its own policy and nonce. */
export const SUPERSET_LOGIN_CSP = "default-src 'self'; script-src 'self' 'strict-dynamic' 'nonce-abc123'";

/** Jinja's escaping, as Superset renders `data-bootstrap="{{ bootstrap_data }}"`. */
function jinjaEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
}

function supersetPage(bootstrap: unknown | null): string {
  const app =
    bootstrap === null
      ? '<div id="app"></div>'
      : `<div id="app" data-bootstrap="${jinjaEscape(JSON.stringify(bootstrap))}"></div>`;
  return `<!DOCTYPE html><html><head><title>Superset</title><script src="/static/assets/spa.entry.js"></script></head><body>${app}</body></html>`;
}

/** What the fake Superset saw of the last request (headers as Flask would read them). */
export interface SeenRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyBytes: number;
}

export interface FakeSuperset {
  app: FastifyInstance;
  url: string;
  seen: SeenRequest[];
  /** Lets the streamed reply of /api/v1/stream go on after its first chunk. */
  releaseStream: () => void;
}

function signedIn(cookie: string | undefined): boolean {
  return (cookie ?? '').split(';').some((part) => part.trim() === `session=${VALID_SESSION}`);
}

function sendPage(reply: FastifyReply, bootstrap: unknown | null, status = 200) {
  return reply
    .code(status)
    .header('set-cookie', `session=${VALID_SESSION}; Domain=127.0.0.1; HttpOnly; Path=/; SameSite=Lax`)
    .type('text/html; charset=utf-8')
    .send(supersetPage(bootstrap));
}

/**
 * A small stand-in for Superset on a real port: its login page and redirects (absolute `next`
 * included), pages with and without `data-bootstrap`, an echo of what it received, a streamed
 * large reply and a websocket echo. `basePath` mounts all of it under a prefix.
 */
export async function startFakeSuperset(basePath = ''): Promise<FakeSuperset> {
  const app = Fastify({ logger: false, bodyLimit: 200 * 1024 * 1024 });
  const seen: SeenRequest[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let origin = '';

  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(`${basePath}/api/v1/stream`)) return;
    seen.push({ url: request.url, headers: { ...request.headers }, bodyBytes: 0 });
  });
  app.addHook('preHandler', async (request) => {
    const last = seen[seen.length - 1];
    if (last && Buffer.isBuffer(request.body)) last.bodyBytes = request.body.length;
  });

  await app.register(fastifyWebsocket);
  await app.register(
    async (scope) => {
      scope.get('/login/', async (_request, reply) => {
        reply.header('content-security-policy', SUPERSET_LOGIN_CSP);
        return sendPage(reply, { user: { roles: { Public: [] }, permissions: {} }, common: {} });
      });
      scope.post('/login/', async (request, reply) => {
        const next = (request.query as { next?: string }).next;
        return reply
          .header('set-cookie', [
            `session=${VALID_SESSION}; Domain=127.0.0.1; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; Path=${basePath || '/'}; SameSite=Lax`,
            'async-token=jwt; Path=/; Secure; SameSite=None',
          ])
          .redirect(next ?? `${basePath}/superset/welcome/`);
      });
      const protectedPage =
        (bootstrap: unknown | null, status = 200) =>
        async (request: { url: string; headers: { cookie?: string } }, reply: FastifyReply) => {
          if (!signedIn(request.headers.cookie))
            return reply.redirect(`${basePath}/login/?next=${origin}${request.url}`);
          return sendPage(reply, bootstrap, status);
        };
      scope.get('/sqllab/', protectedPage(ADMIN_BOOTSTRAP));
      scope.post('/sqllab/', async (request, reply) => {
        const form = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
        return sendPage(reply, { ...ADMIN_BOOTSTRAP, requested_query: Object.fromEntries(new URLSearchParams(form)) });
      });
      scope.get('/superset/welcome/', protectedPage(ADMIN_BOOTSTRAP));
      scope.get('/chart/list/', protectedPage(null, 404));
      scope.all('/api/v1/echo', async (request) => ({
        headers: request.headers,
        bodyBytes: Buffer.isBuffer(request.body) ? request.body.length : 0,
      }));
      scope.get('/api/v1/redirect-absolute', async (_request, reply) =>
        reply.redirect(`${origin}${basePath}/api/v1/me/`),
      );
      scope.get('/api/v1/redirect-elsewhere', async (_request, reply) => reply.redirect('https://example.com/docs'));
      // Answers after 300 ms: long enough for a client to give up first.
      scope.post('/api/v1/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { result: [] };
      });
      scope.get('/api/v1/stream', async (_request, reply) => {
        reply.raw.writeHead(200, { 'content-type': 'text/csv' });
        reply.raw.write(`first,chunk\n${'x'.repeat(64 * 1024)}\n`);
        await released;
        for (let i = 0; i < 200; i += 1) reply.raw.write(`${'y'.repeat(64 * 1024)}\n`);
        reply.raw.end('last\n');
        return reply;
      });
      scope.get('/ws', { websocket: true }, (socket, request) => {
        socket.send(`cookie:${request.headers.cookie ?? ''}`);
        socket.on('message', (data: Buffer) => socket.send(`echo:${data.toString()}`));
      });
    },
    { prefix: basePath },
  );

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  origin = `http://127.0.0.1:${address.port}`;
  return { app, url: `${origin}${basePath}`, seen, releaseStream: () => release() };
}

/** A built app (index.html + an asset) in a temporary dist folder. */
export async function makeDist(): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'tessera-proxy-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="app"></div></body></html>',
  );
  await writeFile(path.join(distDir, 'assets', 'index-abc.js'), 'console.log("tessera")');
  return distDir;
}

/** Tessera in proxy mode in front of `supersetUrl`, listening on a real port. */
export async function startProxy(supersetUrl: string, env: Env = {}): Promise<{ app: FastifyInstance; url: string }> {
  const config = loadConfig({ SUPERSET_URL: supersetUrl, TESSERA_DIST_DIR: await makeDist(), ...env });
  const app = await buildProxyApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return { app, url: `http://127.0.0.1:${address.port}` };
}
