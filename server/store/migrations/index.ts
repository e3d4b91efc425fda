import { foundation } from './0001_foundation';
import { queries } from './0002_queries';
import { tabState } from './0003_tab_state';
import { keyValue } from './0004_key_value';
import { savedQueries } from './0005_saved_queries';
import { datasets } from './0006_datasets';
import { charts } from './0007_charts';
import { favourites } from './0008_favourites';
import { savedQueriesTables } from './0009_saved_queries';
import { datasetTables } from './0010_datasets';
import { chartTables } from './0011_charts';
import { securityAdmin } from './0012_security_admin';
import { dashboardTables } from './0013_dashboards';
import { reportTables } from './0014_reports';
import { logTables } from './0015_logs';
import { annotationTables } from './0016_annotations';
import type { Migration } from './types';

export type { Migration } from './types';

/**
 * Every migration, oldest first. To add one: write `NNNN_name.ts` exporting a Migration with the
 * next version number, and append it here.
 */
export const MIGRATIONS: readonly Migration[] = [
  foundation,
  queries,
  tabState,
  keyValue,
  savedQueries,
  datasets,
  charts,
  favourites,
  savedQueriesTables,
  datasetTables,
  chartTables,
  securityAdmin,
  dashboardTables,
  reportTables,
  logTables,
  annotationTables,
];
