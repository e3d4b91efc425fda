import type { FastifyRequest } from 'fastify';

/**
 * The websocket address on the host and scheme the page itself came from (`wss` behind HTTPS), so
 * a browser on `localhost`, a LAN name or a proxy reaches the same server; null without a Host header.
 */
export function pageWebsocketUrl(request: FastifyRequest): string | null {
  if (!request.headers.host) return null;
  const scheme = request.protocol === 'https' ? 'wss' : 'ws';
  return `${scheme}://${request.headers.host}/ws`;
}
