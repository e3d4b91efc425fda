/**
 * The websocket transport of the async event stream (what Superset's superset-websocket server
 * does), at `/ws` on the embedded server itself: the upgrade needs a logged-in user with a valid
 * `async-token` cookie (else 401, no socket); each event of the caller's channel is then sent as
 * one JSON text frame, the event object alone. With `?last_id=` the events after that id are sent
 * first, so a reconnecting client misses nothing. Sockets that stop answering pings are dropped.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { asyncChannelOf } from '../../auth/asyncTokenCookie';
import { notAuthorized } from '../../errors';
import type { AsyncEvent } from '../../jobs/asyncEvents';
import { lastIdOf, lastIdQuerySchema, type LastIdQuery } from './asyncEventLastId';

const ASYNC_EVENT_SOCKET_PATH = '/ws';
/** A socket that has not answered the previous ping by the next one is closed. */
const SOCKET_PING_INTERVAL_MS = 30_000;

/** What the keep-alive uses of a socket. */
export interface PingableSocket {
  on(event: 'pong', listener: () => void): unknown;
  ping(): void;
  terminate(): void;
}

/** Pings the socket every interval and terminates it when the previous ping went unanswered; returns the stop. */
export function keepAlive(socket: PingableSocket, intervalMs = SOCKET_PING_INTERVAL_MS): () => void {
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function registerAsyncEventSocket(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket);

  app.get<{ Querystring: LastIdQuery }>(
    ASYNC_EVENT_SOCKET_PATH,
    {
      websocket: true,
      schema: { querystring: lastIdQuerySchema },
      preValidation: async (request) => {
        if (asyncChannelOf(app, request) === null) throw notAuthorized();
      },
    },
    (socket, request) => {
      const channel = asyncChannelOf(app, request);
      if (channel === null) {
        socket.close();
        return;
      }
      const events = app.asyncQueries.events;
      const send = (event: AsyncEvent): void => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      };
      const lastId = lastIdOf(request.query);
      // Catch-up and subscription happen in one turn: no event can fall between them.
      if (lastId) events.read(channel, lastId, Number.POSITIVE_INFINITY).forEach(send);
      const unsubscribe = events.subscribe(channel, send);
      const stopKeepAlive = keepAlive(socket);
      socket.on('close', () => {
        stopKeepAlive();
        unsubscribe();
      });
    },
  );
}
