/**
 * PUT /api/v1/dashboard/{pk}/filters and PUT /api/v1/dashboard/{pk}/colors (Superset 4.1+): the
 * native filters and the colours saved without sending the whole `json_metadata`. Both need
 * `can_write` on Dashboard; the commands check ownership. Bodies load as Superset's
 * DashboardNativeFiltersConfigUpdateSchema and DashboardColorsConfigUpdateSchema do, the values
 * that end up stored checked with the json_metadata schema, so a bad one is a 400 before any write.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import type { FieldErrors } from '../../errors';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import {
  updateColorsCommand,
  updateNativeFiltersCommand,
  type DashboardColors,
  type NativeFilterChanges,
} from '../../services/dashboard/dashboardFiltersColors';
import { metadataSchemaErrors } from '../../services/dashboard/dashboardMetadataSchema';
import { chartWriteContext } from '../chart/chartWrites';
import { pkParamsSchema } from './dashboardSchemas';

const stringList = { type: 'array', items: { type: 'string' } } as const;

const filtersSchema = {
  params: pkParamsSchema,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { deleted: stringList, modified: { type: 'array' }, reordered: stringList },
  },
} as const;

// The colour values are checked by the metadata schema (marshmallow's wording), not here.
const colorsSchema = {
  params: pkParamsSchema,
  querystring: { type: 'object', properties: { mark_updated: { type: 'string' } } },
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      color_namespace: {},
      color_scheme: {},
      label_colors: {},
      shared_label_colors: {},
      map_label_colors: {},
      color_scheme_domain: {},
    },
  },
} as const;

function badRequest(reply: FastifyReply, errors: FieldErrors): FastifyReply {
  return reply.status(400).send({ message: errors });
}

/** Superset's parse_boolean_string. */
function parseBoolean(value: string): boolean {
  return ['y', 'yes', 't', 'true', 'on', '1'].includes(value.toLowerCase());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each modified filter must be what native_filter_configuration may hold (an object). */
function modifiedFilterErrors(modified: unknown[] | undefined): FieldErrors | null {
  if (modified === undefined) return null;
  const problems = metadataSchemaErrors({ native_filter_configuration: modified })?.native_filter_configuration;
  return problems ? { modified: problems } : null;
}

/**
 * Superset's SharedLabelsColorsField: a list of labels, or a mapping (the pre-4.1 shape) loaded as
 * an empty list; anything else is refused with its (unpunctuated) message.
 */
function loadSharedLabels(value: unknown): { labels: string[] } | { error: string } {
  if (value === null) return { error: 'Field may not be null.' };
  if (Array.isArray(value) && value.every((label) => typeof label === 'string')) return { labels: value };
  if (isRecord(value)) return { labels: [] };
  return { error: 'Not a valid list' };
}

/** The colours body as the schema loads it, or its field errors. */
function loadColors(body: Record<string, unknown>): { colors: DashboardColors } | { errors: FieldErrors } {
  const { shared_label_colors: shared, ...rest } = body;
  const errors: FieldErrors = metadataSchemaErrors(rest) ?? {};
  const colors = { ...rest } as DashboardColors;
  if (shared !== undefined) {
    const loaded = loadSharedLabels(shared);
    if ('error' in loaded) errors.shared_label_colors = [loaded.error];
    else colors.shared_label_colors = loaded.labels;
  }
  return Object.keys(errors).length > 0 ? { errors } : { colors };
}

export function registerDashboardFiltersColorsRoutes(app: FastifyInstance): void {
  const canWrite = requirePermission('can_write', 'Dashboard');

  app.put<RouteTypes<typeof filtersSchema>>(
    '/api/v1/dashboard/:pk/filters',
    { schema: filtersSchema, onRequest: canWrite },
    async (request, reply) => {
      const errors = modifiedFilterErrors(request.body.modified);
      if (errors) return badRequest(reply, errors);
      const changes = request.body as NativeFilterChanges;
      const result = await updateNativeFiltersCommand(chartWriteContext(app, request), request.params.pk, changes);
      return { result };
    },
  );

  app.put<RouteTypes<typeof colorsSchema>>(
    '/api/v1/dashboard/:pk/colors',
    { schema: colorsSchema, onRequest: canWrite },
    async (request, reply) => {
      const loaded = loadColors(request.body as Record<string, unknown>);
      if ('errors' in loaded) return badRequest(reply, loaded.errors);
      const markUpdated = parseBoolean(request.query.mark_updated ?? 'true');
      await updateColorsCommand(chartWriteContext(app, request), request.params.pk, loaded.colors, markUpdated);
      return {};
    },
  );
}
