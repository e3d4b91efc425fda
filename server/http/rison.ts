import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { HttpError } from '../errors';
import { valueTooDeep } from './jsonDepth';

const NOT_VALID_RISON = 'Not a valid rison argument';

/** The parser class the rison package exposes (untyped in @types/rison). */
interface RisonParser {
  message: string | null;
  error(message: string): undefined;
  parse(raw: string): unknown;
}
type RisonParserClass = new (onError: (message: string) => void) => RisonParser;

/** Decodes a rison string; a syntax error is a 400 `{"message": "Not a valid rison argument"}` as in FAB. */
export function decodeRison(raw: string): unknown {
  const Parser = (rison as unknown as { parser: RisonParserClass }).parser;
  const parser = new Parser(() => {
    throw new HttpError(400, NOT_VALID_RISON);
  });
  // The package's own error() also logs every syntax error to the console; keep the message only.
  parser.error = function quietError(this: RisonParser, message: string) {
    this.message = message;
    return undefined;
  };
  let value: unknown;
  try {
    value = parser.parse(raw);
  } catch {
    // The parser also throws its own TypeErrors on some truncated input (and a RangeError on very deep input).
    throw new HttpError(400, NOT_VALID_RISON);
  }
  if (valueTooDeep(value)) throw new HttpError(400, NOT_VALID_RISON);
  return value;
}

interface SchemaWithProperties {
  properties?: Record<string, { type?: unknown } | undefined>;
}

function declaresRisonQ(schema: unknown): boolean {
  const properties = (schema as SchemaWithProperties | undefined)?.properties;
  return properties?.q?.type === 'object';
}

/**
 * Lets a route declare its rison argument in its JSON schema: when `querystring.properties.q` is
 * an object schema, the raw `q` string is decoded before validation, so the schema checks the
 * decoded object (unknown keys, types) and the handler receives it typed.
 */
export function registerRisonQueryDecoding(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!declaresRisonQ(request.routeOptions.schema?.querystring)) return;
    const query = request.query as Record<string, unknown>;
    if (typeof query.q === 'string') query.q = decodeRison(query.q);
  });
}

/** The ids of a bulk delete's rison list `!(1,2)`; anything else is a 400 as FAB's schema check. */
export function idListFromRison(raw: string): number[] {
  const decoded = decodeRison(raw);
  if (!Array.isArray(decoded) || !decoded.every((id) => Number.isInteger(id))) {
    throw new HttpError(400, 'Not a valid rison schema');
  }
  return decoded as number[];
}
