/**
 * The left bar's tables of a tab with their columns, for autocomplete. The editor holds its own
 * subscription to each table's metadata, so the columns stay cached while the left bar is hidden.
 */
import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { databasesApi } from '../../../api/databases';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CompletionTable } from '../autocomplete';
import { selectTablesOfEditor } from '../selectors';
import { selectTableMetadata, tableMetadataQuery } from '../tableMetadata';

const NO_COLUMNS = [] as const;

export function useCompletionTables(queryEditorId: string): CompletionTable[] {
  const dispatch = useAppDispatch();
  const tables = useAppSelector((state) => selectTablesOfEditor(state, queryEditorId));
  const metadata = useAppSelector((state) => tables.map((table) => selectTableMetadata(state, table)), shallowEqual);

  useEffect(() => {
    const subscriptions = tables.map((table) =>
      dispatch(databasesApi.endpoints.getTableMetadata.initiate(tableMetadataQuery(table))),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, tables]);

  return useMemo(
    () =>
      tables.map((table, index) => ({
        name: table.name,
        schema: table.schema,
        columns: metadata[index]?.columns ?? NO_COLUMNS,
      })),
    [tables, metadata],
  );
}
