import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANDING_PATH, loginUrlFor, safeNextPath } from '../auth/redirects';
import { bootstrapPayload } from './bootstrapData';
import { pageWebsocketUrl } from './pageWebsocketUrl';
import { replyNotFound } from './errorHandlers';

/** Every page the single-page app renders (the router in src/app/router.tsx owns the rest). */
const SPA_ROUTES = [
  '/sqllab/',
  '/sqllab/history/',
  '/sqllab/p/:key',
  '/superset/dashboard/:idOrSlug/',
  '/superset/dashboard/p/:key/',
  '/explore/',
  '/explore/p/:key',
  // Superset's own Explore addresses, where old links and the legacy `?form_data=` point.
  '/superset/explore/',
  '/superset/explore/p/:key',
  '/chart/list/',
  '/dashboard/list/',
  '/savedqueryview/list/',
  '/alert/list/',
  '/report/list/',
  '/alert/:id/log/',
  '/report/:id/log/',
  '/tablemodelview/list/',
  '/databaseview/list/',
  '/users/',
  '/roles/',
  '/actionlog/list/',
] as const;

export const LOGIN_PATH = '/login/';

/** Served when the SPA has not been built (tests, a fresh checkout before `vite build`). */
const FALLBACK_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Tessera</title></head>
  <body><div id="app"></div></body>
</html>
`;

export function escapeHtmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** index.html with the payload in `data-bootstrap` on `<div id="app">`. */
export function injectBootstrap(html: string, payload: unknown): string {
  const attribute = `data-bootstrap="${escapeHtmlAttribute(JSON.stringify(payload))}"`;
  const marker = /<div id="app"/;
  if (marker.test(html)) return html.replace(marker, `<div id="app" ${attribute}`);
  return html.replace(/<body([^>]*)>/, `<body$1><div id="app" ${attribute}></div>`);
}

async function readIndexHtml(distDir: string): Promise<string> {
  try {
    return await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return FALLBACK_INDEX_HTML;
  }
}

/** `extraPayload` joins the bootstrap's top level, as Superset's render_app_template(payload). */
async function sendSpaPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  extraPayload: Record<string, unknown> = {},
): Promise<FastifyReply> {
  const payload = bootstrapPayload(app.config, request.user);
  // Unset, the websocket follows the address the page was opened at.
  if (!payload.common.conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL)
    payload.common.conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL = pageWebsocketUrl(request) ?? '';
  const html = injectBootstrap(await readIndexHtml(app.config.distDir), { ...payload, ...extraPayload });
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A page that needs a login: anonymous visitors go to the login page, which brings them back. */
export async function renderProtectedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  extraPayload: Record<string, unknown> = {},
) {
  if (!request.user) return reply.redirect(loginUrlFor(request.url));
  return sendSpaPage(app, request, reply, extraPayload);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

async function registerAssets(app: FastifyInstance): Promise<void> {
  const assetsDir = path.join(app.config.distDir, 'assets');
  if (!existsSync(assetsDir)) return;
  await app.register(async (scope) => {
    // Hashed file names: cacheable for a year; no login needed to fetch them.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await scope.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
      index: false,
      // The build writes .br and .gz copies (scripts/vite/precompressAssets.ts): sent when the
      // browser accepts them, varying by Accept-Encoding; the plain file otherwise.
      preCompressed: true,
    });
  });
}

export async function registerSpaRoutes(app: FastifyInstance): Promise<void> {
  await registerAssets(app);

  // The app's home picks the user's first area itself (their roles are in the page's payload).
  app.get(DEFAULT_LANDING_PATH, { config: { public: true } }, (request, reply) =>
    renderProtectedPage(app, request, reply),
  );

  app.get(LOGIN_PATH, { config: { public: true } }, async (request, reply) => {
    if (request.user) {
      const { next } = request.query as { next?: string };
      return reply.redirect(safeNextPath(next));
    }
    return sendSpaPage(app, request, reply);
  });

  for (const url of SPA_ROUTES) {
    app.get(url, { config: { public: true } }, (request, reply) => renderProtectedPage(app, request, reply));
  }

  // Any other page a browser asks for belongs to the SPA's router; everything else is a JSON 404.
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (isPageRequest && !isApiPath(request.url)) return renderProtectedPage(app, request, reply);
    return replyNotFound(reply);
  });
}
