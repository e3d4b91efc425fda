/**
 * How AnnotationLayerRestApi and AnnotationRestApi show their rows: list items (with the users'
 * names and the humanized change time), show items, and the dates as marshmallow writes a naive
 * datetime ('2024-01-01T00:00:00').
 */
import { humanizeDelta } from '../../http/humanize';
import type { AnnotationLayerRecord, AnnotationRecord } from '../../store/annotations';

export const LAYER_LIST_COLUMNS = [
  'id',
  'name',
  'descr',
  'created_by.first_name',
  'created_by.last_name',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
] as const;

export const LAYER_ORDER_COLUMNS = [
  'name',
  'descr',
  'created_by.first_name',
  'changed_by.first_name',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
] as const;

export const LAYER_SHOW_COLUMNS = ['id', 'name', 'descr'] as const;

export const ANNOTATION_LIST_COLUMNS = [
  'id',
  'changed_on_delta_humanized',
  'created_by.id',
  'created_by.first_name',
  'changed_by.id',
  'changed_by.first_name',
  'end_dttm',
  'json_metadata',
  'long_descr',
  'short_descr',
  'start_dttm',
] as const;

export const ANNOTATION_ORDER_COLUMNS = [
  'short_descr',
  'created_by.first_name',
  'changed_by.first_name',
  'changed_on_delta_humanized',
  'start_dttm',
  'end_dttm',
] as const;

export const ANNOTATION_SHOW_COLUMNS = [
  'id',
  'short_descr',
  'long_descr',
  'start_dttm',
  'end_dttm',
  'json_metadata',
  'layer.id',
  'layer.name',
] as const;

/** A naive ISO datetime, as marshmallow serialises Superset's timezone-less columns. */
export function naiveIso(date: Date): string {
  return date.toISOString().slice(0, 19);
}

export function toLayerListRow(layer: AnnotationLayerRecord, now: Date): Record<string, unknown> {
  return {
    id: layer.id,
    name: layer.name,
    descr: layer.descr,
    created_by: layer.created_by,
    changed_by: layer.changed_by,
    changed_on: naiveIso(layer.changed_on),
    changed_on_ms: layer.changed_on.getTime(),
    changed_on_delta_humanized: humanizeDelta(layer.changed_on, now),
    created_on: naiveIso(layer.created_on),
  };
}

export function toAnnotationListRow(annotation: AnnotationRecord, now: Date): Record<string, unknown> {
  return {
    id: annotation.id,
    short_descr: annotation.short_descr,
    long_descr: annotation.long_descr,
    start_dttm: naiveIso(annotation.start_dttm),
    end_dttm: naiveIso(annotation.end_dttm),
    json_metadata: annotation.json_metadata,
    created_by: annotation.created_by,
    changed_by: annotation.changed_by,
    changed_on_ms: annotation.changed_on.getTime(),
    changed_on_delta_humanized: humanizeDelta(annotation.changed_on, now),
  };
}

export function toAnnotationShow(annotation: AnnotationRecord): Record<string, unknown> {
  return {
    id: annotation.id,
    short_descr: annotation.short_descr,
    long_descr: annotation.long_descr,
    start_dttm: naiveIso(annotation.start_dttm),
    end_dttm: naiveIso(annotation.end_dttm),
    json_metadata: annotation.json_metadata,
    layer: { id: annotation.layer_id, name: annotation.layer_name },
  };
}
