import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { upstreamUrlFor, type Upstream } from './upstream';

/** `http://host:port` as the browser sees this server. */
export function ownOrigin(request: FastifyRequest): string | null {
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : null;
}

/**
 * The browser's request headers as Superset must see them. Cookies, `X-CSRFToken` and everything
 * else pass unchanged; `Origin` and a `Referer` on our origin are moved to Superset's, because
 * Flask-WTF compares the referrer with its own host on https; `X-Forwarded-*` say who asked
 * (Superset reads them only with ENABLE_PROXY_FIX). `Host` is already Superset's (reply-from).
 */
export function forwardedRequestHeaders(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
  upstream: Upstream,
): IncomingHttpHeaders {
  const rewritten: IncomingHttpHeaders = { ...headers };
  const origin = ownOrigin(request);
  if (typeof rewritten.origin === 'string' && rewritten.origin === origin) rewritten.origin = upstream.origin;
  if (typeof rewritten.referer === 'string' && origin && rewritten.referer.startsWith(`${origin}/`)) {
    rewritten.referer = upstreamUrlFor(upstream, rewritten.referer.slice(origin.length));
  }
  const priorFor = request.headers['x-forwarded-for'];
  rewritten['x-forwarded-for'] = priorFor ? `${String(priorFor)}, ${request.ip}` : request.ip;
  rewritten['x-forwarded-proto'] = request.protocol;
  if (request.headers.host) rewritten['x-forwarded-host'] = request.headers.host;
  return rewritten;
}
