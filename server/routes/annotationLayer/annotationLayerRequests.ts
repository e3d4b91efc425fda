/** What the layer routes and the annotation routes check the same way: the body, and the layer in the path. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../errors';
import { toFieldErrors, validatedSchemaOf } from '../../http/errorHandlers';
import { parsePathId } from '../../http/storedIntegers';
import type { AnnotationLayerRecord } from '../../store/annotations';

/** A body the schema refuses: 400 with the field errors, as Superset's annotation APIs answer. */
export function rejectInvalidBody(request: FastifyRequest): void {
  const error = request.validationError;
  if (error?.validation)
    throw new HttpError(400, toFieldErrors(error.validation, validatedSchemaOf(request, error.validationContext)));
}

/** The layer a path's `pk` names, or 404. */
export async function layerOr404(app: FastifyInstance, pk: string): Promise<AnnotationLayerRecord> {
  const id = parsePathId(pk);
  const layer = id === null ? null : await app.store.annotations.findLayer(id);
  if (!layer) throw notFound();
  return layer;
}
