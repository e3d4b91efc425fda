/**
 * Superset's chart-data post-processing operations (`superset/utils/pandas_postprocessing/`),
 * applied in order to a query's result. Contract only; implemented by the post-processing work.
 */
export type FrameValue = string | number | boolean | null;

/**
 * A result table. Temporal columns hold epoch milliseconds (numbers) before post-processing;
 * `columns` is the column order (after `flatten`, multi-level names are joined with ', ').
 */
export interface DataFrame {
  columns: string[];
  rows: Record<string, FrameValue>[];
}

export interface PostProcessingOperation {
  operation: string;
  options?: Record<string, unknown>;
}

/** Throws PostProcessingError (message as Superset's InvalidPostProcessingError) on bad options. */
export function applyPostProcessing(frame: DataFrame, operations: readonly (PostProcessingOperation | null)[]): DataFrame {
  void operations;
  return frame;
}

export class PostProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostProcessingError';
  }
}
