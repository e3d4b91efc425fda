/**
 * `flatten` (Superset's flatten.py): multi-level column names become one string, their levels
 * joined with ", " (null levels — a metric renamed to None — left out); the row index becomes
 * leading columns. `drop_levels` removes column levels (by position or name) first.
 */
import { flatName, resetIndex, type Frame } from './frame';
import { OperationOptions } from './options';
import { PostProcessingError } from './types';

function dropLevels(frame: Frame, drop: readonly unknown[]): Frame {
  if (!drop.length) return frame;
  const positions = drop.map((level) => {
    const position =
      typeof level === 'number' ? level : frame.levels.findIndex((candidate) => candidate.name === level);
    if (!Number.isInteger(position) || position < 0 || position >= frame.levels.length) {
      throw new PostProcessingError(`Level ${String(level)} not found`);
    }
    return position;
  });
  if (positions.length >= frame.levels.length) {
    throw new PostProcessingError(
      `Cannot remove ${positions.length} levels from an index with ${frame.levels.length} levels: at least one level must be left.`,
    );
  }
  const keep = (position: number) => !positions.includes(position);
  return {
    ...frame,
    levels: frame.levels.filter((_, position) => keep(position)),
    columns: frame.columns.map((column) => ({ ...column, key: column.key.filter((_, position) => keep(position)) })),
  };
}

export function flatten(frame: Frame, raw: Record<string, unknown>): Frame {
  const options = new OperationOptions('flatten', raw, ['reset_index', 'drop_levels']);
  const drop = options.has('drop_levels') ? raw.drop_levels : [];
  if (!Array.isArray(drop)) throw new PostProcessingError('flatten(): `drop_levels` must be a list of levels');
  let result = dropLevels(frame, drop);
  if (result.levels.length > 1) {
    result = {
      ...result,
      columns: result.columns.map((column) => ({ ...column, key: [flatName(column, result.levels)] })),
      levels: [{ name: null, temporal: false }],
    };
  }
  return options.bool('reset_index', true) ? resetIndex(result) : result;
}
