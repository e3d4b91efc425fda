import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether the browser went away before its reply (an aborted fetch, a closed tab): an error then
 * (a streamed reply cut off) is no server failure, and no reply can reach anyone.
 */
export function replyHasNoClient(reply: FastifyReply): boolean {
  return reply.raw.destroyed && !reply.raw.writableFinished;
}

/** Logs such an error as what it is (info, not a 500) and sends nothing. */
export function noteClientGone(error: Error, request: FastifyRequest): void {
  request.log.info({ err: error }, 'The client closed the connection before its reply');
}
