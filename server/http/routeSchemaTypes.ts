import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

type SchemaPart<RouteSchema, Key extends string> = RouteSchema extends { readonly [K in Key]: infer Part }
  ? Part extends JSONSchema
    ? FromSchema<Part>
    : unknown
  : unknown;

/**
 * Fastify's route generic (Params, Querystring, Body) derived from the `schema` option the route
 * validates with, so a handler's request types and its validation cannot drift apart.
 */
export interface RouteTypes<RouteSchema> {
  Params: SchemaPart<RouteSchema, 'params'>;
  Querystring: SchemaPart<RouteSchema, 'querystring'>;
  Body: SchemaPart<RouteSchema, 'body'>;
}
