/**
 * Throttling of the login routes (`POST /login/`, `POST /api/v1/security/login`), as Superset's
 * AUTH_RATE_LIMITED / AUTH_RATE_LIMIT do with Flask-Limiter: every attempt counts against the
 * client address. Besides, failed attempts count against the username (in any letter case), so
 * one account cannot be guessed at from many addresses. Counters live in memory
 * (@fastify/rate-limit's store); a throttled attempt checks no password.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from './loginThrottleRate';

export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please wait a moment and try again.';
/** The query flag of the login page after a throttled form login: `/login/?error=throttled`. */
export const LOGIN_THROTTLED_ERROR = 'throttled';

/** The username is the one in the request body (both login routes' bodies have `username`). */
interface LoginThrottle {
  /**
   * Counts this attempt against the client address and checks the username's failures: the
   * seconds to wait before trying again when either is over its limit, else 0.
   */
  check(request: FastifyRequest): Promise<number>;
  /** Counts a failed login against the username. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const NO_THROTTLE: LoginThrottle = {
  check: async () => 0,
  recordFailure: async () => undefined,
};

function usernameKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username : '';
  return `login-user:${username.toLowerCase()}`;
}

function limiters(
  app: FastifyInstance,
  rules: RateLimitRule[],
  keyGenerator?: (request: FastifyRequest) => string,
): Limiter[] {
  // Left out rather than undefined: an undefined key generator would replace the default one.
  return rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, ...(keyGenerator ? { keyGenerator } : {}) }),
  );
}

/** The longest wait among the limiters that are over their limit (0 when none is). */
async function waitSeconds(limiters: Limiter[], request: FastifyRequest, increment: boolean): Promise<number> {
  let wait = 0;
  for (const limiter of limiters) {
    const result = await limiter(request, { increment });
    if (result.isAllowed) continue;
    const over = increment ? result.isExceeded : result.remaining === 0;
    if (over) wait = Math.max(wait, result.ttlInSeconds, 1);
  }
  return wait;
}

async function createLoginThrottle(app: FastifyInstance): Promise<LoginThrottle> {
  if (!app.config.AUTH_RATE_LIMITED) return NO_THROTTLE;
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  // The default key is the client address (IPv6 addresses by /64 subnet).
  const byAddress = limiters(app, app.config.AUTH_RATE_LIMIT);
  const byUsername = limiters(app, app.config.AUTH_FAILED_LOGIN_LIMIT, usernameKey);
  return {
    async check(request) {
      const addressWait = await waitSeconds(byAddress, request, true);
      return addressWait || waitSeconds(byUsername, request, false);
    },
    async recordFailure(request) {
      for (const limiter of byUsername) await limiter(request);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by both login routes; set up on first use (their registration). */
    loginThrottle: Promise<LoginThrottle>;
  }
}

/** Decorates the app with its login throttle, created on first read. */
export function decorateLoginThrottle(app: FastifyInstance): void {
  let throttle: Promise<LoginThrottle> | null = null;
  app.decorate('loginThrottle', {
    getter: () => {
      throttle ??= createLoginThrottle(app);
      return throttle;
    },
  });
}
