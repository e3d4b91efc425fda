import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtmlAttribute } from '../http/spa';

/** The message a user (or the app's error box) reads when Superset does not answer. */
function unreachableMessage(supersetUrl: string, reason: string): string {
  return (
    `Superset at ${supersetUrl} is not reachable (${reason}). ` +
    'Check that it is running (npm run superset starts a local one) and that SUPERSET_URL points at it.'
  );
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * 502 (or 504 when Superset is too slow) in Superset's error shape, `{"message": …}`, for the
 * app's API client; a short page for a browser navigation.
 */
export function replyUnreachable(
  request: FastifyRequest,
  reply: FastifyReply,
  supersetUrl: string,
  reason: string,
  timedOut = false,
): FastifyReply {
  const message = unreachableMessage(supersetUrl, reason);
  reply.code(timedOut ? 504 : 502).header('cache-control', 'no-store');
  if (!wantsHtml(request)) return reply.type('application/json; charset=utf-8').send({ message });
  const page =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Superset is not reachable</title></head>' +
    `<body><h1>Superset is not reachable</h1><p>${escapeHtmlAttribute(message)}</p></body></html>`;
  return reply.type('text/html; charset=utf-8').send(page);
}
