/**
 * POST /sqllab/ — Superset's SqllabView.root as a form post: another page (Explore's "View in SQL
 * Lab", a bookmarklet, a portal) posts `form_data`, a JSON object such as `{datasourceKey, sql}` or
 * `{sql, dbid, schema}`, and SQL Lab opens with it as `requested_query` in the page's bootstrap; the
 * app then opens it as a new tab. A form carries its CSRF token in the `csrf_token` field (as
 * Flask-WTF reads it), or in the usual header.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfError, csrfTokenFailure } from '../../auth/csrf';
import { parseJsonText } from '../../http/jsonDepth';
import { formFields, LegacyViewError, prepareLegacyScope } from '../../http/legacyForm';
import { renderProtectedPage } from '../../http/spa';

const SQLLAB_PAGE_PATH = '/sqllab/';
const FORM_DATA_FIELD = 'form_data';
const CSRF_FIELD = 'csrf_token';
const CSRF_HEADER = 'x-csrftoken';

export const FORM_DATA_NOT_JSON_MESSAGE = 'Field form_data is not valid JSON';
export const FORM_DATA_NOT_OBJECT_MESSAGE = 'Field form_data must be a JSON object';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A browser session's post needs a token of its session, from the form or the header. A failed
 * check answers as the app's CSRF hook does: a JSON request gets the 400, a form goes to the login page.
 */
async function checkFormCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.authMethod !== 'session' || !request.authSession) return;
  const given = formFields(request).get(CSRF_FIELD) ?? headerValue(request, CSRF_HEADER);
  const failure = csrfTokenFailure(request.authSession, given);
  if (!failure) return;
  if ((request.headers['content-type'] ?? '').includes('json')) throw csrfError(failure);
  await reply.redirect('/login/');
}

/**
 * The posted query, or undefined when the form has none (the plain SQL Lab page). Superset drops a
 * `form_data` it cannot decode silently; here it is a 400 saying so, since nothing else would tell
 * the poster why no tab opened.
 */
function requestedQueryOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const raw = formFields(request).get(FORM_DATA_FIELD);
  if (raw === undefined || raw === '') return undefined;
  let decoded: unknown;
  try {
    decoded = parseJsonText(raw);
  } catch {
    throw new LegacyViewError(FORM_DATA_NOT_JSON_MESSAGE);
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded))
    throw new LegacyViewError(FORM_DATA_NOT_OBJECT_MESSAGE);
  return decoded as Record<string, unknown>;
}

export async function registerSqlLabPageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await prepareLegacyScope(scope);
    // Public and exempt from the header-only check: anonymous posters go to the login page, and the
    // token is checked here once the form body is read.
    scope.post(
      SQLLAB_PAGE_PATH,
      { config: { public: true, csrfExempt: true }, preHandler: checkFormCsrf },
      async (request, reply) => {
        if (!request.user) return renderProtectedPage(app, request, reply);
        const requestedQuery = requestedQueryOf(request);
        return renderProtectedPage(app, request, reply, requestedQuery ? { requested_query: requestedQuery } : {});
      },
    );
  });
}
