/**
 * AnnotationLayerRestApi (`/api/v1/annotation_layer/`): list, show, create, update and delete of
 * annotation layers (permission `Annotation`); each layer's annotations are in ./annotationRoutes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { requirePermission } from '../../auth/permissions';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError, notFound } from '../../errors';
import { buildListReply, columnLabel, listArgsSchema, type ListSpec } from '../../http/listQuery';
import type { RouteTypes } from '../../http/routeSchemaTypes';
import { idListFromRison } from '../../http/rison';
import { registerAnnotationRoutes } from './annotationRoutes';
import { LAYER_LIST_COLUMNS, LAYER_ORDER_COLUMNS, LAYER_SHOW_COLUMNS, toLayerListRow } from './annotationSerializers';
import { layerOr404, rejectInvalidBody } from './annotationLayerRequests';

const TEXT = ['eq', 'neq', 'ct', 'nct', 'sw', 'ew'] as const;
const NAME_NOT_UNIQUE = 'Name must be unique';

const LAYER_LIST_SPEC: ListSpec = {
  listColumns: LAYER_LIST_COLUMNS,
  orderColumns: LAYER_ORDER_COLUMNS,
  filterOperators: { name: TEXT, descr: TEXT },
  listTitle: 'List Annotation Layer',
};

const listSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: { q: listArgsSchema(LAYER_LIST_SPEC) } },
} as const;

const layerBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 250 },
    descr: { type: ['string', 'null'] },
  },
} as const;
type LayerBody = FromSchema<typeof layerBodySchema>;

const itemParamsSchema = { type: 'object', required: ['pk'], properties: { pk: { type: 'string' } } } as const;
type ItemParams = FromSchema<typeof itemParamsSchema>;
const ITEM_PATH = '/api/v1/annotation_layer/:pk(^\\d+)';

function userOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, 'Not authorized');
  return request.user;
}

export async function registerAnnotationLayerRoutes(app: FastifyInstance): Promise<void> {
  const canRead = requirePermission('can_read', 'Annotation');
  const canWrite = requirePermission('can_write', 'Annotation');
  const annotations = () => app.store.annotations;

  const layerOf = (pk: string) => layerOr404(app, pk);

  app.get<RouteTypes<typeof listSchema>>(
    '/api/v1/annotation_layer/',
    { schema: listSchema, onRequest: canRead },
    async (request) => {
      const now = new Date();
      const rows = (await annotations().listLayers()).map((layer) => toLayerListRow(layer, now));
      return buildListReply(LAYER_LIST_SPEC, rows, request.query.q ?? {}, {
        defaultOrder: ['changed_on', 'desc'],
        sortKeys: { changed_on: 'changed_on_ms', changed_on_delta_humanized: 'changed_on_ms' },
      });
    },
  );

  app.get<{ Params: ItemParams }>(
    ITEM_PATH,
    { schema: { params: itemParamsSchema }, onRequest: canRead },
    async (request) => {
      const layer = await layerOf(request.params.pk);
      return {
        id: layer.id,
        result: { id: layer.id, name: layer.name, descr: layer.descr },
        show_columns: [...LAYER_SHOW_COLUMNS],
        label_columns: Object.fromEntries(LAYER_SHOW_COLUMNS.map((column) => [column, columnLabel(column)])),
        description_columns: {},
        show_title: 'Show Annotation Layer',
      };
    },
  );

  app.post<{ Body: LayerBody }>(
    '/api/v1/annotation_layer/',
    { schema: { body: layerBodySchema }, attachValidation: true, onRequest: canWrite },
    async (request, reply) => {
      rejectInvalidBody(request);
      const { name, descr } = request.body;
      if (name === undefined) throw new HttpError(400, { name: ['Missing data for required field.'] });
      if (await annotations().layerNameTaken(name)) throw new HttpError(422, { name: [NAME_NOT_UNIQUE] });
      const layer = await annotations().createLayer(userOf(request).id, { name, descr });
      return reply.code(201).send({ id: layer.id, result: { name: layer.name, descr: layer.descr } });
    },
  );

  app.put<{ Params: ItemParams; Body: LayerBody }>(
    ITEM_PATH,
    { schema: { params: itemParamsSchema, body: layerBodySchema }, attachValidation: true, onRequest: canWrite },
    async (request) => {
      rejectInvalidBody(request);
      const layer = await layerOf(request.params.pk);
      const { name, descr } = request.body;
      if (name !== undefined && (await annotations().layerNameTaken(name, layer.id)))
        throw new HttpError(422, { name: [NAME_NOT_UNIQUE] });
      await annotations().updateLayer(layer.id, userOf(request).id, { name, descr });
      return { id: layer.id, result: request.body };
    },
  );

  app.delete<{ Params: ItemParams }>(
    ITEM_PATH,
    { schema: { params: itemParamsSchema }, onRequest: canWrite },
    async (request) => {
      const layer = await layerOf(request.params.pk);
      await annotations().deleteLayers([layer.id]);
      return { message: 'OK' };
    },
  );

  app.delete<{ Querystring: { q: string } }>(
    '/api/v1/annotation_layer/',
    {
      schema: { querystring: { type: 'object', required: ['q'], properties: { q: { type: 'string' } } } },
      onRequest: canWrite,
    },
    async (request) => {
      const ids = idListFromRison(request.query.q);
      const layers = await Promise.all(ids.map((id) => annotations().findLayer(id)));
      if (layers.some((layer) => layer === null)) throw notFound();
      await annotations().deleteLayers(ids);
      return { message: `Deleted ${ids.length} annotation layer${ids.length === 1 ? '' : 's'}` };
    },
  );

  await registerAnnotationRoutes(app);
}
