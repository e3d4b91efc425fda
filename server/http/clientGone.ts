import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * For error handlers: when the browser went away before its reply (an aborted fetch, a closed
 * tab), an error then (a streamed reply cut off) is no server failure and no reply can reach
 * anyone, so it is noted at info level and true is returned: the handler sends nothing.
 */
export function notedAsClientGone(error: Error, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!reply.raw.destroyed || reply.raw.writableFinished) return false;
  request.log.info({ err: error }, 'The client closed the connection before its reply');
  return true;
}
