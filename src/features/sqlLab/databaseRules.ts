/** What a database's settings allow in SQL Lab. */
import type { DatabaseInfo } from './types';

/** A data preview may run only on a known database that does not disable it (spec §4 "Tables"). */
export function canPreviewData(database: Pick<DatabaseInfo, 'disable_data_preview'> | null | undefined): boolean {
  return Boolean(database) && !database?.disable_data_preview;
}
