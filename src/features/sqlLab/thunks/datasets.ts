/**
 * Datasets from SQL Lab (spec sql-editor §1, §3 "Dataset creation", §7, §8): a virtual dataset from a
 * run's SQL and result columns, overwriting an existing dataset with them, and the dataset of a
 * table a CTAS run created. Each resolves with the dataset id (the caller opens Explore) or null
 * after 'An error occurred while creating the data source'.
 */
import { getClientErrorObject } from '../../../api/errors';
import { createDataset, getOrCreateDataset, overwriteDataset, type DatasetColumnInput } from '../../../api/datasets';
import { addDangerToast } from '../../toasts';
import type { Query, ResultColumn } from '../types';
import { CREATE_DATASOURCE_FAILED_MESSAGE } from './savedQueryMessages';
import type { SqlLabThunk } from './thunkTypes';

type DatasetSource = Pick<Query, 'dbId' | 'schema' | 'sql' | 'templateParams' | 'results'>;

/** The result's columns as dataset columns. */
function datasetColumnsOf(columns: readonly ResultColumn[]): DatasetColumnInput[] {
  return columns.map((column) => ({
    column_name: column.column_name,
    type: column.type ?? null,
    is_dttm: column.is_dttm === true,
  }));
}

export interface DatasetFailure {
  /** The server's reason, when it gave one (e.g. 'Dataset x already exists'). */
  reason: string | null;
}

async function failureOf(caught: unknown): Promise<DatasetFailure> {
  const error = await getClientErrorObject(caught);
  return { reason: error.error && error.error !== CREATE_DATASOURCE_FAILED_MESSAGE ? error.error : null };
}

/** 'Save dataset' as new: POST /api/v1/dataset/ with the SQL, template parameters and result columns. */
export function createDatasetFromQuery(
  source: DatasetSource,
  tableName: string,
): SqlLabThunk<Promise<{ id: number } | DatasetFailure>> {
  return async (dispatch) => {
    try {
      return await createDataset({
        database: source.dbId,
        schema: source.schema,
        sql: source.sql,
        table_name: tableName.trim(),
        is_managed_externally: false,
        external_url: null,
        template_params: source.templateParams || null,
        columns: datasetColumnsOf(source.results?.columns ?? []),
      });
    } catch (caught) {
      dispatch(addDangerToast(CREATE_DATASOURCE_FAILED_MESSAGE));
      return failureOf(caught);
    }
  };
}

/** 'Overwrite': the chosen dataset takes the run's SQL and columns (override_columns=true). */
export function overwriteDatasetFromQuery(
  source: DatasetSource,
  datasetId: number,
  owners?: number[],
): SqlLabThunk<Promise<{ id: number } | DatasetFailure>> {
  return async (dispatch) => {
    try {
      await overwriteDataset(datasetId, {
        database_id: source.dbId,
        sql: source.sql,
        columns: datasetColumnsOf(source.results?.columns ?? []),
        ...(owners && owners.length > 0 ? { owners } : {}),
      });
      return { id: datasetId };
    } catch (caught) {
      dispatch(addDangerToast(CREATE_DATASOURCE_FAILED_MESSAGE));
      return failureOf(caught);
    }
  };
}

/** 'Explore' on a CTAS result: the dataset of the created table (found or created). */
export function datasetOfCtasTable(
  query: Pick<Query, 'dbId' | 'tempTable' | 'tempSchema' | 'schema' | 'templateParams'>,
): SqlLabThunk<Promise<number | null>> {
  return async (dispatch) => {
    if (!query.tempTable) {
      dispatch(addDangerToast(CREATE_DATASOURCE_FAILED_MESSAGE));
      return null;
    }
    try {
      return await getOrCreateDataset({
        table_name: query.tempTable,
        database_id: query.dbId,
        schema: query.tempSchema ?? query.schema,
        ...(query.templateParams ? { template_params: query.templateParams } : {}),
      });
    } catch {
      dispatch(addDangerToast(CREATE_DATASOURCE_FAILED_MESSAGE));
      return null;
    }
  };
}
