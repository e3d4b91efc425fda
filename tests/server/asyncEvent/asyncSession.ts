/** Browser sessions holding the async-token cookie, and helpers to wait for async events. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AsyncEvent } from '../../../server/jobs/asyncEvents';
import { ADMIN_PASSWORD, loginSession, type BrowserSession } from '../helpers/testApp';

export const ASYNC_FLAG_ENV = { FEATURE_FLAGS: '{"GLOBAL_ASYNC_QUERIES": true}' };

export interface AsyncSession extends BrowserSession {
  /** The Cookie header with the session and the async token. */
  cookie: string;
  /** The session cookie alone. */
  sessionCookie: string;
  asyncToken: string;
  channel: string;
  userId: number;
}

/** The async-token cookie a reply sets, or undefined. */
export function asyncTokenCookieOf(
  response: LightMyRequestResponse,
): { value: string; maxAge?: number; httpOnly?: boolean } | undefined {
  return response.cookies.find((cookie) => cookie.name === 'async-token');
}

/** The claims of an async token (its payload, unverified). */
export function asyncTokenClaims(token: string): { channel: string; sub: string; exp: number } {
  const payload = token.split('.')[1];
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    channel: string;
    sub: string;
    exp: number;
  };
}

/** Logs in and makes one API call, whose reply carries the async token, as a page load does. */
export async function asyncSession(
  app: FastifyInstance,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<AsyncSession> {
  const session = await loginSession(app, username, password);
  const reply = await app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie: session.cookie } });
  const token = asyncTokenCookieOf(reply);
  if (!token) throw new Error(`No async-token cookie for ${username}: ${reply.statusCode}`);
  const claims = asyncTokenClaims(token.value);
  return {
    ...session,
    sessionCookie: session.cookie,
    cookie: `${session.cookie}; async-token=${token.value}`,
    asyncToken: token.value,
    channel: claims.channel,
    userId: Number(claims.sub),
  };
}

export function getEvents(
  app: FastifyInstance,
  cookie: string | undefined,
  lastId?: string,
): Promise<LightMyRequestResponse> {
  const query = lastId === undefined ? '' : `?last_id=${encodeURIComponent(lastId)}`;
  return app.inject({ method: 'GET', url: `/api/v1/async_event/${query}`, headers: cookie ? { cookie } : {} });
}

/** Polls the event endpoint until the job has an event; fails after about two seconds. */
export async function waitForJobEvent(app: FastifyInstance, cookie: string, jobId: string): Promise<AsyncEvent> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const reply = await getEvents(app, cookie);
    const event = reply.json<{ result: AsyncEvent[] }>().result.find((candidate) => candidate.job_id === jobId);
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No event for job ${jobId}`);
}

/** A promise with its resolve and reject, to hold a job's run until the test lets it finish. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
