import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rewriteSetCookies } from './cookies';
import { forwardedRequestHeaders, ownOrigin } from './forwardedHeaders';
import { rewriteLocation } from './location';
import { replyUnreachable } from './unreachable';
import type { Upstream } from './upstream';

type ReplyHeaders = IncomingHttpHeaders | Http2IncomingHttpHeaders;
type ReplyOptions = NonNullable<FastifyHttpProxyOptions['replyOptions']>;

/** Superset's reply headers for our origin: redirects and cookies rewritten, the rest unchanged. */
function rewriteReplyHeaders(headers: ReplyHeaders, request: FastifyRequest, upstream: Upstream): ReplyHeaders {
  const rewritten: ReplyHeaders = { ...headers };
  if (typeof headers.location === 'string') {
    rewritten.location = rewriteLocation(headers.location, upstream, ownOrigin(request));
  }
  const setCookie = headers['set-cookie'];
  if (setCookie !== undefined) {
    rewritten['set-cookie'] = rewriteSetCookies(setCookie, upstream, request.protocol === 'https');
  }
  return rewritten;
}

function reasonOf(error: Error): string {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.message ?? cause?.code ?? error.message;
}

/**
 * reply-from hooks for every proxied request: headers rewritten both ways, bodies streamed as they
 * come (reply-from's default), and a 502/504 that names Superset when it does not answer.
 */
export function proxyReplyOptions(upstream: Upstream): ReplyOptions {
  // reply-from types its hooks for any server (HTTP/2 too); this one serves HTTP/1.1 only.
  return {
    // A GET or HEAD whose kept-alive connection was closed under it is sent again once.
    retriesCount: 1,
    rewriteRequestHeaders: (request, headers) =>
      forwardedRequestHeaders(request as FastifyRequest, headers as IncomingHttpHeaders, upstream),
    rewriteHeaders: (headers, request) =>
      request ? rewriteReplyHeaders(headers, request as FastifyRequest, upstream) : headers,
    onError: (reply, { error }) => {
      const timedOut = (error as { statusCode?: number }).statusCode === 504;
      replyUnreachable(reply.request as FastifyRequest, reply as FastifyReply, upstream.url, reasonOf(error), timedOut);
    },
  };
}
