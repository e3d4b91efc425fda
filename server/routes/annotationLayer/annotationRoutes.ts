/**
 * AnnotationRestApi (`/api/v1/annotation_layer/{pk}/annotation/`): list, show, create and delete
 * of one layer's annotations. An annotation needs a short description unique in its layer, a start
 * and an end no earlier than the start.
 */
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import { HttpError, notFound } from '../../errors';
import { buildListReply, columnLabel, listArgsSchema, type ListSpec } from '../../http/listQuery';
import { parsePathId } from '../../http/storedIntegers';
import { layerOr404, rejectInvalidBody } from './annotationLayerRequests';
import {
  ANNOTATION_LIST_COLUMNS,
  ANNOTATION_ORDER_COLUMNS,
  ANNOTATION_SHOW_COLUMNS,
  naiveIso,
  toAnnotationListRow,
  toAnnotationShow,
} from './annotationSerializers';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const END_BEFORE_START = 'End date must be after start date';
const SHORT_DESCR_NOT_UNIQUE = 'Short description must be unique for this layer';
const NOT_A_DATETIME = 'Not a valid datetime.';
const MISSING = 'Missing data for required field.';

const ANNOTATION_LIST_SPEC: ListSpec = {
  listColumns: ANNOTATION_LIST_COLUMNS,
  orderColumns: ANNOTATION_ORDER_COLUMNS,
  filterOperators: { short_descr: TEXT },
  listTitle: 'List Annotation',
};

const layerParamsSchema = { type: 'object', required: ['pk'], properties: { pk: { type: 'string' } } } as const;
const itemParamsSchema = {
  type: 'object',
  required: ['pk', 'annotationId'],
  properties: { pk: { type: 'string' }, annotationId: { type: 'string' } },
} as const;
type LayerParams = FromSchema<typeof layerParamsSchema>;
type ItemParams = FromSchema<typeof itemParamsSchema>;

const listSchema = {
  params: layerParamsSchema,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { q: listArgsSchema(ANNOTATION_LIST_SPEC) },
  },
} as const;
type ListQuery = FromSchema<typeof listSchema.querystring>;

const annotationBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    short_descr: { type: 'string', minLength: 1, maxLength: 500 },
    long_descr: { type: ['string', 'null'] },
    start_dttm: { type: 'string' },
    end_dttm: { type: 'string' },
    json_metadata: { type: ['string', 'null'] },
  },
} as const;
type AnnotationBody = FromSchema<typeof annotationBodySchema>;

const BASE = '/api/v1/annotation_layer/:pk(^\\d+)/annotation';

/** A datetime as marshmallow reads one: ISO 8601, naive ones taken as UTC. */
function parseDatetime(text: string | undefined): Date | null {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text))
    return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const date = new Date(zoned.length === 11 ? `${text}T00:00:00Z` : zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The checked fields of a new annotation, or marshmallow's field errors (400). */
function checkedFields(body: AnnotationBody) {
  const errors: Record<string, string[]> = {};
  if (body.short_descr === undefined) errors.short_descr = [MISSING];
  const start = parseDatetime(body.start_dttm);
  const end = parseDatetime(body.end_dttm);
  if (body.start_dttm === undefined) errors.start_dttm = [MISSING];
  else if (!start) errors.start_dttm = [NOT_A_DATETIME];
  if (body.end_dttm === undefined) errors.end_dttm = [MISSING];
  else if (!end) errors.end_dttm = [NOT_A_DATETIME];
  if (body.json_metadata) {
    try {
      JSON.parse(body.json_metadata);
    } catch {
      errors.json_metadata = ['JSON not valid'];
    }
  }
  if (Object.keys(errors).length > 0 || !start || !end || body.short_descr === undefined)
    throw new HttpError(400, errors);
  return {
    short_descr: body.short_descr,
    long_descr: body.long_descr,
    start_dttm: start,
    end_dttm: end,
    json_metadata: body.json_metadata,
  };
}

export async function registerAnnotationRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Annotation');
  const canWrite = requirePermission('can_write', 'Annotation');
  const annotations = () => app.store.annotations;

  const layerOf = (pk: string) => layerOr404(app, pk);

  app.get<{ Params: LayerParams; Querystring: ListQuery }>(
    `${BASE}/`,
    { schema: listSchema, onRequest: canRead },
    async (request) => {
      const layer = await layerOf(request.params.pk);
      const now = new Date();
      const rows = (await annotations().listAnnotations([layer.id])).map((row) => toAnnotationListRow(row, now));
      return buildListReply(ANNOTATION_LIST_SPEC, rows, request.query.q ?? {}, {
        defaultOrder: ['start_dttm', 'asc'],
        sortKeys: { changed_on_delta_humanized: 'changed_on_ms' },
      });
    },
  );

  app.get<{ Params: ItemParams }>(
    `${BASE}/:annotationId(^\\d+)`,
    { schema: { params: itemParamsSchema }, onRequest: canRead },
    async (request) => {
      const layer = await layerOf(request.params.pk);
      const id = parsePathId(request.params.annotationId);
      const annotation = id === null ? null : await annotations().findAnnotation(layer.id, id);
      if (!annotation) throw notFound();
      return {
        id: annotation.id,
        result: toAnnotationShow(annotation),
        show_columns: [...ANNOTATION_SHOW_COLUMNS],
        label_columns: Object.fromEntries(ANNOTATION_SHOW_COLUMNS.map((column) => [column, columnLabel(column)])),
        description_columns: {},
        show_title: 'Show Annotation',
      };
    },
  );

  app.post<{ Params: LayerParams; Body: AnnotationBody }>(
    `${BASE}/`,
    { schema: { params: layerParamsSchema, body: annotationBodySchema }, attachValidation: true, onRequest: canWrite },
    async (request, reply) => {
      rejectInvalidBody(request);
      const layer = await layerOf(request.params.pk);
      const fields = checkedFields(request.body);
      if (fields.end_dttm < fields.start_dttm) throw new HttpError(422, { start_dttm: [END_BEFORE_START] });
      if (await annotations().shortDescrTaken(layer.id, fields.short_descr))
        throw new HttpError(422, { short_descr: [SHORT_DESCR_NOT_UNIQUE] });
      const userId = request.user?.id;
      if (userId === undefined) throw new HttpError(401, 'Not authorized');
      const created = await annotations().createAnnotation(layer.id, userId, fields);
      return reply.code(201).send({
        id: created.id,
        result: {
          short_descr: created.short_descr,
          long_descr: created.long_descr,
          start_dttm: naiveIso(created.start_dttm),
          end_dttm: naiveIso(created.end_dttm),
          json_metadata: created.json_metadata,
        },
      });
    },
  );

  app.delete<{ Params: ItemParams }>(
    `${BASE}/:annotationId(^\\d+)`,
    { schema: { params: itemParamsSchema }, onRequest: canWrite },
    async (request) => {
      const layer = await layerOf(request.params.pk);
      const id = parsePathId(request.params.annotationId);
      const annotation = id === null ? null : await annotations().findAnnotation(layer.id, id);
      if (!annotation) throw notFound();
      await annotations().deleteAnnotations(layer.id, [annotation.id]);
      return { message: 'OK' };
    },
  );
}
