/**
 * Superset's RefreshDatasetCommand; a source that cannot be read is 422 "Dataset could not be
 * updated." (create and update are datasetCreate.ts and datasetUpdate.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { HttpError } from '../../errors';
import type { DatasetColumnInput, DatasetRecord } from '../../store/datasets';
import { sourceColumns } from './datasetCommandChecks';
import { DatasetSourceError, firstTemporalColumn, mergeColumns, withCountMetric } from './datasetSource';

const REFRESH_FAILED_MESSAGE = 'Dataset could not be updated.';

/** RefreshDatasetCommand: re-reads the columns from the source and adds `count` when missing. */
export async function refreshDataset(
  app: FastifyInstance,
  user: AuthenticatedUser,
  dataset: DatasetRecord,
): Promise<void> {
  let fresh: DatasetColumnInput[] | null;
  try {
    fresh = await sourceColumns(app, user, dataset);
  } catch (error) {
    if (error instanceof DatasetSourceError) throw new HttpError(422, REFRESH_FAILED_MESSAGE);
    throw error;
  }
  if (!fresh) throw new HttpError(422, REFRESH_FAILED_MESSAGE);
  const columns = mergeColumns(dataset.columns, fresh);
  await app.store.datasets.update(dataset.id, {
    columns,
    metrics: withCountMetric(dataset.metrics),
    main_dttm_col: dataset.main_dttm_col ?? firstTemporalColumn(fresh),
    changed_by_fk: user.id,
  });
}
