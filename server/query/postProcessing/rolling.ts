/**
 * `rolling` (Superset's rolling.py over pandas DataFrame.rolling): a window of `window` rows ending
 * at each row (centred with `center`), the value computed over the window's non-null numbers when
 * it has at least `min_periods` of them (default: the window), else null; the first `min_periods`
 * rows are then dropped. Weighted windows (`win_type`) are not supported.
 */
import { appendColumns, flattenPivotResult, selectColumns } from './appendColumns';
import { numberCell, takeRows, toNumber, type Frame, type FrameColumn, type FrameValue } from './frame';
import { OperationOptions, validateColumnArgs } from './options';
import { ROLLING_REDUCERS } from './statistics';
import { PostProcessingError } from './types';

interface WindowSettings {
  window: number;
  minPeriods: number;
  center: boolean;
  reduce: (values: readonly number[]) => number | null;
}

function rollColumn(values: readonly FrameValue[], settings: WindowSettings): FrameValue[] {
  const numbers = values.map(toNumber);
  const before = settings.center ? Math.floor(settings.window / 2) : settings.window - 1;
  return numbers.map((_, row) => {
    const start = row - before;
    const end = start + settings.window;
    const window: number[] = [];
    for (let i = Math.max(0, start); i < Math.min(numbers.length, end); i++) {
      const value = numbers[i];
      if (value !== null) window.push(value);
    }
    return window.length >= settings.minPeriods && window.length > 0 ? numberCell(settings.reduce(window)) : null;
  });
}

export function rolling(frame: Frame, raw: Record<string, unknown>): Frame {
  validateColumnArgs(frame, raw, 'columns');
  const options = new OperationOptions('rolling', raw, [
    'rolling_type',
    'columns',
    'window',
    'rolling_type_options',
    'center',
    'win_type',
    'min_periods',
    'is_pivot_df',
  ]);
  const rollingType = options.string('rolling_type');
  const mapping = options.renames('columns');
  const isPivot = options.bool('is_pivot_df', false);
  const window = options.optionalNumber('window');
  if (window === null) throw new PostProcessingError('Undefined window for rolling operation');
  if (window === 0) throw new PostProcessingError('Window must be > 0');
  if (!Number.isInteger(window) || window < 0) throw new PostProcessingError('window must be an integer 0 or greater');
  const minPeriods = options.optionalNumber('min_periods');
  if (options.has('win_type'))
    throw new PostProcessingError(`Invalid options for ${rollingType}: win_type is not supported`);
  const reducer = Object.prototype.hasOwnProperty.call(ROLLING_REDUCERS, rollingType)
    ? ROLLING_REDUCERS[rollingType]
    : undefined;
  if (!reducer) throw new PostProcessingError(`Invalid rolling_type: ${rollingType}`);
  const typeOptions = options.mapping('rolling_type_options');
  const settings: WindowSettings = {
    window,
    minPeriods: minPeriods ?? window,
    center: options.bool('center', false),
    reduce: (values) => reducer(values, typeOptions),
  };
  if (rollingType === 'quantile' && typeof typeOptions.quantile !== 'number') {
    throw new PostProcessingError(`Invalid options for ${rollingType}: ${JSON.stringify(typeOptions)}`);
  }
  const sources = isPivot ? frame.columns : selectColumns(frame, Object.keys(mapping));
  const rolled: FrameColumn[] = sources.map((column) => ({
    ...column,
    values: rollColumn(column.values, settings),
    temporal: false,
  }));
  let result = isPivot ? flattenPivotResult({ ...frame, columns: rolled }) : appendColumns(frame, rolled, mapping);
  if (minPeriods)
    result = takeRows(
      result,
      Array.from({ length: Math.max(0, result.length - minPeriods) }, (_, i) => i + minPeriods),
    );
  return result;
}
