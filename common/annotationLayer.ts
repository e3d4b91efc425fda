/**
 * Superset's annotation layers (form data `annotation_layers`, also sent on the query object): what
 * a layer draws (annotationType), where its data comes from (sourceType) and how it looks, plus the
 * `annotation_data` entry the chart data reply gives a layer that needs data.
 */

export type AnnotationType = 'EVENT' | 'FORMULA' | 'INTERVAL' | 'TIME_SERIES';

/** NATIVE: an annotation layer of the annotation_layer API; line/table: a saved chart's rows. */
export type AnnotationSourceType = 'NATIVE' | 'line' | 'table' | '';

export type AnnotationStyle = 'solid' | 'dashed' | 'dotted' | 'longDashed';

export interface AnnotationLayer {
  name: string;
  annotationType: AnnotationType;
  sourceType?: AnnotationSourceType;
  /** FORMULA: the expression in x; NATIVE: the layer id; line/table: the chart id. */
  value: string | number;
  show: boolean;
  showLabel?: boolean;
  showMarkers?: boolean;
  hideLine?: boolean;
  style?: AnnotationStyle;
  color?: string | null;
  width?: number;
  opacity?: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  overrides?: Record<string, unknown>;
  titleColumn?: string;
  descriptionColumns?: string[];
  timeColumn?: string;
  intervalEndColumn?: string;
}

/** One annotation of a NATIVE layer, or one mapped row of a chart-sourced one. */
export interface AnnotationRecord {
  start_dttm?: number | string | null;
  end_dttm?: number | string | null;
  short_descr?: string | null;
  long_descr?: string | null;
  json_metadata?: string | null;
  [column: string]: unknown;
}

/** A layer's entry in the reply's `annotation_data`. */
export interface RecordAnnotationResult {
  columns?: string[];
  records: AnnotationRecord[];
}

/** The layers whose data the server fetches (Superset drops FORMULA ones: they need none). */
export function layersNeedingData(layers: readonly AnnotationLayer[] | undefined): AnnotationLayer[] {
  return (layers ?? []).filter((layer) => layer.annotationType !== 'FORMULA');
}
