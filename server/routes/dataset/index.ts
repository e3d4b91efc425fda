import type { FastifyInstance } from 'fastify';
import { registerDatasetExportImportRoutes } from './datasetExportImport';
import { registerDatasetReadRoutes } from './datasetRead';
import { registerDatasetWriteRoutes } from './datasetWrite';

/**
 * DatasetRestApi (/api/v1/dataset/): list, show, create, update, delete (one or many), refresh and
 * get_or_create. Reads in datasetRead.ts, writes in datasetWrite.ts, the commands behind them in
 * services/dataset/datasetCommands.ts.
 */
export async function registerDatasetRoutes(app: FastifyInstance): Promise<void> {
  registerDatasetReadRoutes(app);
  registerDatasetWriteRoutes(app);
  await registerDatasetExportImportRoutes(app);
}
