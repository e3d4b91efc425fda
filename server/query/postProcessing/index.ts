/**
 * Superset's chart-data post-processing operations (`superset/utils/pandas_postprocessing/`),
 * applied in order to a query's result (QueryObject.exec_post_processing).
 *
 * Supported: aggregate, boxplot, compare, contribution, cum, diff, flatten, histogram, pivot, rank,
 * rename, resample, rolling, select, sort. Not supported (a 400 "Unsupported post processing
 * operation"): prophet (needs the prophet forecasting library), geohash_decode, geohash_encode,
 * geodetic_parse and anomaly_detection.
 *
 * A frame that still has a row index or multi-level column names at the end is flattened (index
 * reset, names joined with ", ") so that the result is a plain table.
 */
import { aggregate } from './aggregate';
import { compare, contribution } from './compare';
import { cum, diff } from './cumulative';
import { boxplot, histogram, rank } from './distributions';
import { flatten } from './flatten';
import { fromDataFrame, toDataFrame, type Frame } from './frame';
import { pivot } from './pivot';
import { resample } from './resample';
import { rolling } from './rolling';
import { rename, select, sort } from './sortRenameSelect';
import { PostProcessingError, type DataFrame, type PostProcessingOperation } from './types';

export { PostProcessingError, type DataFrame, type FrameValue, type PostProcessingOperation } from './types';

type Operation = (frame: Frame, options: Record<string, unknown>) => Frame;

const OPERATIONS: Readonly<Record<string, Operation>> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
};

/** Throws PostProcessingError (Superset's message) on an unknown operation or bad options. */
export function applyPostProcessing(
  frame: DataFrame,
  operations: readonly (PostProcessingOperation | null)[],
): DataFrame {
  let current = fromDataFrame(frame);
  for (const step of operations) {
    if (!step) continue;
    if (!step.operation) throw new PostProcessingError('`operation` property of post processing object undefined');
    const operation = Object.prototype.hasOwnProperty.call(OPERATIONS, step.operation)
      ? OPERATIONS[step.operation]
      : undefined;
    if (!operation) throw new PostProcessingError(`Unsupported post processing operation: ${step.operation}`);
    const options = step.options ?? {};
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw new PostProcessingError(`${step.operation}(): options must be an object`);
    }
    current = operation(current, options);
  }
  return toDataFrame(current);
}
