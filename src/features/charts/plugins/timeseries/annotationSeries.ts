/**
 * Annotation layers drawn on a timeseries chart, as Superset's ECharts plugin draws them: a FORMULA
 * layer is a line series evaluated at the chart's x values (it gets a legend entry), an EVENT layer
 * a mark line per annotation, an INTERVAL layer a mark area per annotation. Events and intervals
 * read the reply's `annotation_data`; a layer without data yet (the query has not run since it was
 * added) draws nothing.
 */
import type { AnnotationLayer, AnnotationRecord, RecordAnnotationResult } from '../../../../../common/annotationLayer';
import type { ChartDataQueryResult } from '../../../../api/chartDataTypes';
import { compileFormula } from '../../annotations/formula';

type ColorOf = (label: string) => string;

const OPACITY: Record<string, number> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };

/** Superset's line styles, as ECharts names them. */
const LINE_TYPE: Record<string, string | number[]> = {
  solid: 'solid',
  dashed: 'dashed',
  dotted: 'dotted',
  longDashed: [10, 6],
};

function opacityOf(opacity: AnnotationLayer['opacity'], fallback = 1): number {
  return (opacity && OPACITY[opacity]) || fallback;
}

/** The layers form data asks for, shown ones only. */
export function annotationLayersOf(formData: Readonly<Record<string, unknown>>): AnnotationLayer[] {
  const layers = formData.annotation_layers;
  return Array.isArray(layers) ? (layers as AnnotationLayer[]).filter((layer) => layer.show !== false) : [];
}

/** Names that get a legend entry (formula and time series layers). */
export function annotationLegendNames(layers: readonly AnnotationLayer[]): string[] {
  return layers
    .filter((layer) => layer.annotationType === 'FORMULA' || layer.annotationType === 'TIME_SERIES')
    .map((layer) => layer.name);
}

/** Name, title and descriptions, as Superset labels an annotation. */
export function annotationLabel(name: string | undefined, title: unknown, descriptions: unknown[]): string {
  const heading = [name, title].filter((part) => part !== undefined && part !== null && part !== '').join(' - ');
  const details = descriptions.filter((text) => text !== undefined && text !== null && text !== '').join('\n');
  return [heading, details].filter(Boolean).join('\n\n');
}

interface MappedAnnotation {
  time: number | string;
  intervalEnd: number | string | undefined;
  title: unknown;
  descriptions: unknown[];
}

/** The columns NATIVE annotations always have. */
const NATIVE_COLUMNS = {
  timeColumn: 'start_dttm',
  intervalEndColumn: 'end_dttm',
  titleColumn: 'short_descr',
  descriptionColumns: ['long_descr'],
};

function asAxisValue(value: unknown): number | string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/** A layer's records mapped through its time / end / title / description columns. */
function mappedAnnotations(layer: AnnotationLayer, result: RecordAnnotationResult | undefined): MappedAnnotation[] {
  if (!result || !Array.isArray(result.records)) return [];
  const columns = layer.sourceType === 'NATIVE' ? NATIVE_COLUMNS : layer;
  const { timeColumn = '', intervalEndColumn = '', titleColumn = '', descriptionColumns = [] } = columns;
  return result.records.flatMap((record: AnnotationRecord) => {
    const time = asAxisValue(record[timeColumn]);
    if (time === undefined) return [];
    return [
      {
        time,
        intervalEnd: asAxisValue(record[intervalEndColumn]),
        title: record[titleColumn],
        descriptions: descriptionColumns.map((column) => record[column]),
      },
    ];
  });
}

function formulaSeries(
  layer: AnnotationLayer,
  xValues: readonly (number | string)[],
  isTemporal: boolean,
  colorOf: ColorOf,
): Record<string, unknown> {
  const evaluate = compileFormula(String(layer.value));
  const data = xValues
    .map((raw) => (isTemporal ? new Date(raw).getTime() : Number(raw)))
    .map((x) => [x, evaluate(x)] as const)
    .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  return {
    type: 'line',
    id: layer.name,
    name: layer.name,
    data,
    smooth: true,
    showSymbol: false,
    symbolSize: 0,
    itemStyle: { color: layer.color || colorOf(layer.name) },
    lineStyle: {
      color: layer.color || colorOf(layer.name),
      opacity: opacityOf(layer.opacity),
      type: LINE_TYPE[layer.style ?? 'solid'] ?? 'solid',
      width: layer.width ?? 1,
    },
  };
}

function labelOption(showLabel: boolean | undefined, position: string): Record<string, unknown> {
  return showLabel
    ? { show: true, position, fontWeight: 'bold' }
    : { show: false, emphasis: { show: true, position, fontWeight: 'bold' } };
}

/** One empty line series per annotation, carrying the mark ECharts draws it with (a line or an area). */
function markSeries(
  kind: 'Event' | 'Interval',
  layer: AnnotationLayer,
  annotations: MappedAnnotation[],
  mark: (label: string, annotation: MappedAnnotation) => Record<string, unknown>,
): Record<string, unknown>[] {
  return annotations.map((annotation) => {
    const label = annotationLabel(layer.name, annotation.title, annotation.descriptions);
    return { type: 'line', id: `${kind} - ${label}`, animation: false, data: [], ...mark(label, annotation) };
  });
}

function eventSeries(
  layer: AnnotationLayer,
  annotations: MappedAnnotation[],
  colorOf: ColorOf,
  horizontal: boolean,
): Record<string, unknown>[] {
  const axis = horizontal ? 'yAxis' : 'xAxis';
  return markSeries('Event', layer, annotations, (label, annotation) => ({
    markLine: {
      silent: false,
      symbol: 'none',
      lineStyle: {
        width: layer.width ?? 1,
        type: LINE_TYPE[layer.style ?? 'solid'] ?? 'solid',
        color: layer.color || colorOf(layer.name),
        opacity: opacityOf(layer.opacity),
      },
      label: labelOption(layer.showLabel, 'insideEndTop'),
      data: [{ name: label, [axis]: annotation.time }],
    },
  }));
}

function intervalSeries(
  layer: AnnotationLayer,
  annotations: MappedAnnotation[],
  colorOf: ColorOf,
  horizontal: boolean,
): Record<string, unknown>[] {
  const axis = horizontal ? 'yAxis' : 'xAxis';
  return markSeries('Interval', layer, annotations, (label, annotation) => ({
    markArea: {
      silent: false,
      itemStyle: {
        color: layer.color || colorOf(layer.name),
        opacity: opacityOf(layer.opacity, OPACITY.opacityMedium),
      },
      label: labelOption(layer.showLabel, 'insideTop'),
      data: [[{ name: label, [axis]: annotation.time }, { [axis]: annotation.intervalEnd ?? annotation.time }]],
    },
  }));
}

interface AnnotationSeriesInput {
  layers: readonly AnnotationLayer[];
  result: ChartDataQueryResult;
  xColumn: string;
  isTemporal: boolean;
  colorOf: ColorOf;
  horizontal: boolean;
}

/** Every shown layer's series, in the layers' order. */
export function annotationSeries(input: AnnotationSeriesInput): Record<string, unknown>[] {
  const { layers, result, xColumn, isTemporal, colorOf, horizontal } = input;
  const annotationData = result.annotation_data ?? {};
  const xValues = result.data
    .map((row) => row[xColumn])
    .filter((value): value is number | string => typeof value === 'number' || typeof value === 'string');
  return layers.flatMap((layer) => {
    switch (layer.annotationType) {
      case 'FORMULA':
        return [formulaSeries(layer, xValues, isTemporal, colorOf)];
      case 'EVENT':
        return eventSeries(layer, mappedAnnotations(layer, annotationData[layer.name]), colorOf, horizontal);
      case 'INTERVAL':
        return intervalSeries(layer, mappedAnnotations(layer, annotationData[layer.name]), colorOf, horizontal);
      default:
        return [];
    }
  });
}
