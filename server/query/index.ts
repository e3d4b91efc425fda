/**
 * The chart query engine of the embedded server (the core of `POST /api/v1/chart/data`).
 *
 * Public entry points, in the order a route uses them:
 *
 * - `new QueryDataset(datasetRecord, {enabled, user})` — the dataset with its columns and metrics
 *   by name; `enabled` is ENABLE_TEMPLATE_PROCESSING (renders `{{ … }}` in a virtual dataset's SQL
 *   and in custom SQL with the dataset's template_params and the user macros).
 * - `runChartQuery(queryObject, dataset, {engine, config, resultType?, formData?, run?, clock?})` —
 *   everything for one query object: prepare, probe adhoc expressions, compile, run, time
 *   comparison, post-processing; returns colnames, coltypes, data, rowcount, sql_rowcount, the SQL
 *   (`query`), applied/rejected filters, from/to (epoch ms) and label_map.
 *
 * The steps, for routes that need them separately (result types `query`, `samples`, …):
 *
 * - `prepareQuery(queryObject, dataset, {config, resultType?, formData?, clock?})` → PreparedQuery:
 *   Superset's factory fix-ups (aliases, defaults, row limit, time range) and validation.
 * - `probeAdhocColumns(prepared, dataset, engine)` → types of adhoc expressions (optional; without
 *   it a BASE_AXIS expression with a timeGrain is assumed temporal).
 * - `compileQuery(prepared, dataset, {adhocTypes?, clock?})` → `{sql, labels, metricLabels,
 *   columnLabels, temporalLabels, appliedFilters, rejectedFilters}`: one DuckDB SELECT.
 * - `runCompiledQuery(engine, compiled, {schema, signal, timeoutMs, offsetHours})` → DataFrame with
 *   epoch-ms temporal values, `colnames`, `coltypes` (0 numeric, 1 string, 2 temporal, 3 boolean),
 *   `rowcount`.
 * - `applyTimeOffsets({query, dataset, engine, main, config})` → the main frame with
 *   `<metric>__<offset>` columns joined (time comparison), and the SQL of the offset queries.
 * - `applyPostProcessing(frame, operations)` → the reshaped frame (pivot, rolling, resample, …).
 * - `TIME_GRAINS` → `[{name, function, duration}]` for the `timegrains` result type.
 *
 * Errors: QueryObjectValidationError / SqlFragmentError and PostProcessingError carry Superset's
 * message and `status` 400; MISSING_/INVALID_TEMPLATE_PARAMS_ERROR come as SupersetErrorsException
 * (server/errors.ts); engine failures as EngineError / EngineTimeoutError / EngineInterruptedError.
 */
export { QueryDataset } from './queryDataset';
export { runChartQuery } from './chartQuery';
export { prepareQuery } from './prepareQuery';
export { compileQuery } from './queryCompiler';
export { PostProcessingError } from './postProcessing';
export { QueryObjectValidationError } from './queryErrors';
export { TIME_GRAINS } from './timeGrains';
export type { IncomingQueryObject } from './queryObjectTypes';
