import type { SqlExecutor } from '../database';

/** One schema change. Versions are unique and applied in increasing order, each exactly once. */
export interface Migration {
  version: number;
  name: string;
  up(tx: SqlExecutor): Promise<void>;
}
