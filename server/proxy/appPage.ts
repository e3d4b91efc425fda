import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginUrlFor } from '../auth/redirects';
import { injectBootstrap } from '../http/spa';
import { rewriteSetCookies } from './cookies';
import { replyUnreachable } from './unreachable';
import { fetchUpstreamPage, SupersetUnreachableError, type UpstreamPage } from './upstreamPage';
import type { Upstream } from './upstream';
import { pageWebsocketUrl } from '../http/pageWebsocketUrl';

/** A page every signed-in user may open in Superset; its payload stands in for pages Superset lacks. */
const FALLBACK_PAGE = '/superset/welcome/';

/** Served when the app has not been built. */
const FALLBACK_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Tessera</title></head><body><div id="app"></div></body></html>';

export interface AppPageContext {
  upstream: Upstream;
  distDir: string;
  /** `/ws` leads to Superset's websocket service: the app connects there on our origin. */
  websocketOnOwnOrigin: boolean;
}

async function readIndexHtml(distDir: string): Promise<string> {
  try {
    return await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return FALLBACK_INDEX_HTML;
  }
}

function withOwnWebsocketUrl(payload: Record<string, unknown>, request: FastifyRequest): Record<string, unknown> {
  const common = payload.common as { conf?: Record<string, unknown> } | undefined;
  const websocketUrl = pageWebsocketUrl(request);
  if (!common?.conf || !websocketUrl) return payload;
  return {
    ...payload,
    common: { ...common, conf: { ...common.conf, GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: websocketUrl } },
  };
}

async function fetchPageWithBootstrap(
  context: AppPageContext,
  request: FastifyRequest,
  first: { method: 'GET' | 'POST'; body?: Buffer },
): Promise<{ page: UpstreamPage; setCookies: string[] }> {
  const page = await fetchUpstreamPage(context.upstream, request, { pathAndQuery: request.url, ...first });
  if (page.redirectsToLogin || page.bootstrap !== null) return { page, setCookies: page.setCookies };
  // A page only the app has (or one Superset refuses): Superset's payload is the same on any page.
  const fallback = await fetchUpstreamPage(context.upstream, request, { pathAndQuery: FALLBACK_PAGE });
  return { page: fallback, setCookies: [...page.setCookies, ...fallback.setCookies] };
}

/**
 * One of the app's pages: index.html with the `data-bootstrap` payload Superset renders for this
 * user on the same route (lifted from Superset's own page), Superset's session cookie refreshes
 * passed on. Anonymous users go to Superset's login page, which brings them back here. Without any
 * payload the page is sent bare and the app asks `/api/v1/me/roles/` itself.
 */
export async function renderAppPage(
  context: AppPageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  first: { method: 'GET' | 'POST'; body?: Buffer } = { method: 'GET' },
): Promise<FastifyReply> {
  let result: { page: UpstreamPage; setCookies: string[] };
  try {
    result = await fetchPageWithBootstrap(context, request, first);
  } catch (error) {
    if (!(error instanceof SupersetUnreachableError)) throw error;
    return replyUnreachable(request, reply, error.supersetUrl, error.reason, error.timedOut);
  }
  const cookies = rewriteSetCookies(result.setCookies, context.upstream, request.protocol === 'https');
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  if (result.page.redirectsToLogin) return reply.redirect(loginUrlFor(request.url));

  const indexHtml = await readIndexHtml(context.distDir);
  const { bootstrap } = result.page;
  const html =
    bootstrap === null
      ? indexHtml
      : injectBootstrap(indexHtml, context.websocketOnOwnOrigin ? withOwnWebsocketUrl(bootstrap, request) : bootstrap);
  return reply.type('text/html; charset=utf-8').send(html);
}
