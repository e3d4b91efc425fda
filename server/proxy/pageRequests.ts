import type { FastifyRequest } from 'fastify';

/**
 * Paths that stay Superset's even when a browser navigates to them: its login and logout pages
 * (with the files and translations they load), the API (downloads open as pages), health checks
 * and the websocket.
 */
const SUPERSET_PAGE_PREFIXES = [
  '/login',
  '/logout',
  '/static',
  '/api',
  '/language_pack',
  '/lang',
  '/health',
  '/healthcheck',
  '/ws',
];

/** Superset takes SQL Lab's form post (`sql`, `dbid`, …) at this page and renders SQL Lab with it. */
const SQL_LAB_FORM_PATH = '/sqllab/';

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

function isSupersetPage(path: string): boolean {
  return SUPERSET_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** A browser opening one of the app's pages (rendered here), rather than a call to Superset. */
export function isAppPageRequest(request: FastifyRequest): boolean {
  if (!acceptsHtml(request)) return false;
  const path = pathOf(request);
  if (request.method === 'GET' || request.method === 'HEAD') return !isSupersetPage(path);
  return request.method === 'POST' && path === SQL_LAB_FORM_PATH;
}
