import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  asyncQueriesOf,
  submitChartDataJob,
  type AsyncEvent,
  type AsyncJobMetadata,
} from '../../../server/jobs/asyncEvents';
import { keepAlive, type PingableSocket } from '../../../server/routes/asyncEvent/asyncEventSocket';
import { createTestApp, createUser, loginSession } from '../helpers/testApp';
import { ASYNC_FLAG_ENV, asyncSession, type AsyncSession } from './asyncSession';

let app: FastifyInstance;
let admin: AsyncSession;
let gamma: AsyncSession;

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { ...ASYNC_FLAG_ENV, GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws' } }));
  await createUser(app, 'gamma_ws', ['Gamma']);
  admin = await asyncSession(app);
  gamma = await asyncSession(app, 'gamma_ws', 'gamma_ws-password');
});

afterAll(async () => {
  await app.close();
});

/** A socket and the JSON text frames it has received, collected from its very first message. */
interface Connection {
  socket: WebSocket;
  /** Resolves once `count` messages have arrived in all, with them. */
  messages(count: number): Promise<unknown[]>;
}

function collect(socket: WebSocket): Connection['messages'] {
  const received: unknown[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data, isBinary) => {
    received.push(isBinary ? 'binary frame' : JSON.parse(data.toString()));
    waiters.forEach((wake) => wake());
  });
  return (count) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Only ${received.length} of ${count} messages`)), 3_000);
      const check = (): void => {
        if (received.length < count) return;
        clearTimeout(timer);
        resolve(received.slice(0, count));
      };
      waiters.push(check);
      check();
    });
}

async function connect(path: string, cookie: string): Promise<Connection> {
  let messages: Connection['messages'] | undefined;
  const socket = await app.injectWS(path, { headers: { cookie } }, { onInit: (ws) => (messages = collect(ws)) });
  if (!messages) throw new Error('onInit was not called');
  return { socket, messages };
}

function publish(session: AsyncSession, jobId: string): AsyncEvent {
  const job: AsyncJobMetadata = {
    channel_id: session.channel,
    job_id: jobId,
    user_id: session.userId,
    status: 'done',
    errors: [],
    result_url: `/api/v1/chart/data/qc-${jobId}`,
  };
  return asyncQueriesOf(app).events.publish(job);
}

describe('the async event websocket (/ws)', () => {
  it('sends each event of the caller’s channel as one JSON text frame, and no one else’s', async () => {
    const { socket, messages } = await connect('/ws', admin.cookie);
    try {
      publish(gamma, 'not-for-admin');
      const job = submitChartDataJob(app, {
        userId: admin.userId,
        channelId: admin.channel,
        resultKey: 'qc-ws1',
        run: async () => [],
      });
      const [event] = await messages(1);
      expect(event).toEqual({ ...job, id: expect.stringMatching(/^\d+-\d+$/), status: 'done' });
    } finally {
      socket.terminate();
    }
  });

  it('first sends the events after last_id when reconnecting', async () => {
    const session = await asyncSession(app);
    const [first, second, third] = ['r1', 'r2', 'r3'].map((jobId) => publish(session, jobId));
    const { socket, messages } = await connect(`/ws?last_id=${first.id}`, session.cookie);
    try {
      const fourth = publish(session, 'r4');
      expect(await messages(3)).toEqual([second, third, fourth]);
    } finally {
      socket.terminate();
    }
  });

  it('sends no backlog without last_id', async () => {
    const session = await asyncSession(app);
    publish(session, 'before');
    const { socket, messages } = await connect('/ws', session.cookie);
    try {
      const after = publish(session, 'after');
      expect(await messages(1)).toEqual([after]);
    } finally {
      socket.terminate();
    }
  });

  it('refuses the upgrade with 401 without an async token, or without a login', async () => {
    const session = await loginSession(app);
    await expect(app.injectWS('/ws', { headers: { cookie: session.cookie } })).rejects.toThrow(
      'Unexpected server response: 401',
    );
    await expect(app.injectWS('/ws', { headers: { cookie: `async-token=${admin.asyncToken}` } })).rejects.toThrow(
      'Unexpected server response: 401',
    );
  });

  describe('over a real connection, with the ws client', () => {
    let port = 0;

    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });

    async function openSocket(cookie: string): Promise<Connection> {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie } });
      const messages = collect(socket);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return { socket, messages };
    }

    it('delivers the channel’s events', async () => {
      const { socket, messages } = await openSocket(admin.cookie);
      try {
        const event = publish(admin, 'over-tcp');
        expect(await messages(1)).toEqual([event]);
      } finally {
        socket.terminate();
      }
    });

    it('unsubscribes a socket from its channel when it closes', async () => {
      const session = await asyncSession(app);
      const { socket } = await openSocket(session.cookie);
      expect(asyncQueriesOf(app).events.subscriberCount(session.channel)).toBe(1);
      socket.close();
      await vi.waitFor(() => expect(asyncQueriesOf(app).events.subscriberCount(session.channel)).toBe(0));
    });
  });
});

describe('keepAlive', () => {
  function fakeSocket(): PingableSocket & { pings: number; terminated: boolean; pong: () => void } {
    let onPong = (): void => undefined;
    const socket = {
      pings: 0,
      terminated: false,
      on: (_event: 'pong', listener: () => void) => {
        onPong = listener;
      },
      ping: () => {
        socket.pings += 1;
      },
      terminate: () => {
        socket.terminated = true;
      },
      pong: () => onPong(),
    };
    return socket;
  }

  it('pings every interval and terminates a socket that left a ping unanswered', () => {
    vi.useFakeTimers();
    try {
      const answering = fakeSocket();
      const silent = fakeSocket();
      const stops = [keepAlive(answering, 1_000), keepAlive(silent, 1_000)];
      for (let tick = 0; tick < 3; tick += 1) {
        vi.advanceTimersByTime(1_000);
        answering.pong();
      }
      expect(answering).toMatchObject({ pings: 3, terminated: false });
      expect(silent).toMatchObject({ pings: 1, terminated: true });
      stops.forEach((stop) => stop());
      vi.advanceTimersByTime(5_000);
      expect(answering.pings).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
