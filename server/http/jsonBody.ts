/**
 * The app's JSON body parser: Fastify's own (empty and malformed bodies, prototype poisoning keep
 * their replies), refusing first a body nested deeper than MAX_JSON_DEPTH with a 400.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { jsonTextTooDeep, MAX_JSON_DEPTH } from './jsonDepth';

export const BODY_TOO_DEEP_MESSAGE = `Request body is nested more than ${MAX_JSON_DEPTH} levels deep`;

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonTextTooDeep(text)) {
      done(new HttpError(400, BODY_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
