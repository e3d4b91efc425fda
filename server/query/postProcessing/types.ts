/**
 * The post-processing contract: the result table a chart query produces and the operations that
 * reshape it (Superset's `superset/utils/pandas_postprocessing/`).
 */

/** A cell. Lists appear only in boxplot's `__outliers` columns. */
export type FrameValue = string | number | boolean | null | FrameValue[];

/**
 * A result table. Temporal columns hold epoch milliseconds (numbers) and are listed in
 * `temporalColumns`; `columns` is the column order (after `flatten`, multi-level names are joined
 * with ', ').
 */
export interface DataFrame {
  columns: string[];
  rows: Record<string, FrameValue>[];
  /** Names of the columns holding epoch-ms timestamps (pandas datetime64 columns). */
  temporalColumns?: string[];
}

export interface PostProcessingOperation {
  operation: string;
  options?: Record<string, unknown>;
}

/** Bad options or a frame an operation cannot handle (Superset's InvalidPostProcessingError, a 400). */
export class PostProcessingError extends Error {
  readonly status = 400;

  constructor(message: string) {
    super(message);
    this.name = 'PostProcessingError';
  }
}
