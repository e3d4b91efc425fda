/**
 * The `annotation_data` of a chart data reply (Superset's QueryContextProcessor.get_annotation_data):
 * for each NATIVE layer its annotations (`{columns, records}`, datetimes as epoch ms); for each
 * chart-sourced layer (`line`, `table`) the rows of that saved chart's query context
 * (`{records}`), with the layer's time range and time grain overrides applied. FORMULA layers need
 * no data.
 */
import type { FastifyInstance } from 'fastify';
import { layersNeedingData, type AnnotationLayer, type RecordAnnotationResult } from '../../../common/annotationLayer';
import { QueryObjectValidationError } from '../../query';
import type { QueryContextBody, QueryPayload } from './chartDataProcessor';

const NATIVE_COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'];

/** Runs a query context for the caller (the chart data command, passed in to keep imports one way). */
type QueryContextRunner = (body: QueryContextBody) => Promise<QueryPayload[]>;

function layerIdOf(layer: AnnotationLayer): number {
  const id = Number(layer.value);
  if (!Number.isInteger(id)) throw new QueryObjectValidationError('The annotation layer does not exist');
  return id;
}

async function nativeData(app: FastifyInstance, layer: AnnotationLayer): Promise<RecordAnnotationResult> {
  const id = layerIdOf(layer);
  if (!(await app.store.annotations.findLayer(id)))
    throw new QueryObjectValidationError('The annotation layer does not exist');
  const annotations = await app.store.annotations.listAnnotations([id]);
  return {
    columns: NATIVE_COLUMNS,
    records: annotations.map((annotation) => ({
      start_dttm: annotation.start_dttm.getTime(),
      end_dttm: annotation.end_dttm.getTime(),
      short_descr: annotation.short_descr,
      long_descr: annotation.long_descr,
      json_metadata: annotation.json_metadata,
    })),
  };
}

/** The saved chart's query context with the layer's overrides (time range, time grain). */
function overriddenContext(queryContext: QueryContextBody, layer: AnnotationLayer, force: boolean): QueryContextBody {
  const overrides = layer.overrides ?? {};
  const timeRange = typeof overrides.time_range === 'string' ? overrides.time_range : undefined;
  const timeGrain = typeof overrides.time_grain_sqla === 'string' ? overrides.time_grain_sqla : undefined;
  return {
    ...queryContext,
    force,
    result_type: 'full',
    result_format: 'json',
    queries: queryContext.queries.map((query) => ({
      ...query,
      ...(timeRange ? { time_range: timeRange } : {}),
      ...(timeGrain ? { extras: { ...query.extras, time_grain_sqla: timeGrain } } : {}),
      annotation_layers: [],
    })),
  };
}

async function chartData(
  app: FastifyInstance,
  layer: AnnotationLayer,
  force: boolean,
  run: QueryContextRunner,
): Promise<RecordAnnotationResult> {
  const chartId = Number(layer.value);
  const chart = Number.isInteger(chartId) ? await app.store.charts.findById(chartId) : null;
  if (!chart) throw new QueryObjectValidationError('The chart does not exist');
  if (!chart.query_context) throw new QueryObjectValidationError('The chart query context does not exist');
  const queryContext = JSON.parse(chart.query_context) as QueryContextBody;
  const [first] = await run(overriddenContext(queryContext, layer, force));
  return { records: (first?.data as RecordAnnotationResult['records'] | undefined) ?? [] };
}

export async function annotationDataOf(
  app: FastifyInstance,
  layers: readonly AnnotationLayer[] | undefined,
  options: { force: boolean; run: QueryContextRunner },
): Promise<Record<string, RecordAnnotationResult>> {
  const data: Record<string, RecordAnnotationResult> = {};
  for (const layer of layersNeedingData(layers)) {
    if (layer.sourceType === 'NATIVE') data[layer.name] = await nativeData(app, layer);
    else if (layer.sourceType === 'line' || layer.sourceType === 'table')
      data[layer.name] = await chartData(app, layer, options.force, options.run);
  }
  return data;
}
