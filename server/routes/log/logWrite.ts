/**
 * POST /superset/log/ — the browser's usage events (Superset's `log` view). CSRF-exempt, as the
 * events come by `navigator.sendBeacon`, which cannot send headers. A logged-in user needs
 * `can_log` on Superset; without a session, a valid guest token (`guest_token` form field or the
 * X-GuestToken header) stands in; anyone else is sent to the login page. The reply is an empty 200.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '../../auth/permissions';
import { loginUrlFor } from '../../auth/redirects';
import { forbidden } from '../../errors';
import { prepareLegacyScope } from '../../http/legacyForm';
import { verifyGuestToken } from '../../services/log/guestToken';
import {
  collectLogPayload,
  explodeRecords,
  payloadInteger,
  payloadSliceId,
  recordJson,
} from '../../services/log/logRecords';
import type { NewLogEntry } from '../../store/logs';

const LOG_PATH = '/superset/log/';
/** Superset's `request.referrer[:1000]`. */
const MAX_REFERRER_LENGTH = 1000;
/** A full batch of events (1000) with room to spare; beacons are far smaller. */
const MAX_LOG_BODY_BYTES = 16 * 1024 * 1024;
const GUEST_TOKEN_HEADER = 'x-guesttoken';

function guestTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[GUEST_TOKEN_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const body = request.body;
  if (typeof body !== 'object' || body === null) return null;
  const field = (body as Record<string, unknown>).guest_token;
  return typeof field === 'string' && field !== '' ? field : null;
}

function referrerOf(request: FastifyRequest): string | null {
  const header = request.headers.referer;
  return header ? header.slice(0, MAX_REFERRER_LENGTH) : null;
}

export async function registerLogWriteRoute(app: FastifyInstance): Promise<void> {
  /** `has_access` checked after the body is read, since the guest token may be in it. */
  async function allowLogging(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.user) {
      if (!hasPermission(request.user, 'can_log', 'Superset')) throw forbidden();
      return;
    }
    const token = guestTokenOf(request);
    if (token !== null && verifyGuestToken(app.config, token)) return;
    await reply.redirect(loginUrlFor(request.url));
  }

  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    scope.post(
      LOG_PATH,
      {
        config: { public: true, csrfExempt: true },
        bodyLimit: MAX_LOG_BODY_BYTES,
        preHandler: allowLogging,
      },
      async (request, reply) => {
        const payload = collectLogPayload(request.body, request.query);
        const dashboardId = payloadInteger(payload.dashboard_id);
        const sliceId = payloadSliceId(payload);
        const shared = {
          action: 'log',
          user_id: request.user?.id ?? null,
          dttm: new Date(),
          dashboard_id: dashboardId,
          slice_id: sliceId,
          duration_ms: Math.round(reply.elapsedTime),
          referrer: referrerOf(request),
        };
        const entries = explodeRecords(payload).map((record): NewLogEntry => ({ ...shared, json: recordJson(record) }));
        await app.store.logs.insertMany(entries);
        return reply.status(200).send('');
      },
    );
  });
}
