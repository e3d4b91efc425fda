/** A tab's left bar: database, schema, the schema's tables, and a card per added table. */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useGetTablesQuery } from '../../../api/databases';
import { canPreviewData } from '../databaseRules';
import { selectQueryEditorById, selectTablesOfEditor } from '../selectors';
import { selectSqlLabDatabases } from '../sqlLabDatabases';
import { queryEditorSetDb, queryEditorSetSchema } from '../sqlLabSlice';
import {
  addTable,
  collapseTableSchema,
  expandTableSchema,
  previewTableData,
  removeTableSchema,
} from '../thunks/tables';
import { refreshTableList } from '../thunks/tableList';
import type { SqlLabDispatch, SqlLabThunkState } from '../thunks/thunkTypes';
import { DatabaseSelector } from './DatabaseSelector';
import { SchemaSelector } from './SchemaSelector';
import { TableCard } from './TableCard';
import { TableSelector } from './TableSelector';

interface LeftBarProps {
  queryEditorId: string;
}

const NO_TABLES = [] as const;

export function LeftBar({ queryEditorId }: LeftBarProps) {
  const dispatch = useDispatch<SqlLabDispatch>();
  const editor = useSelector((state: SqlLabThunkState) => selectQueryEditorById(state, queryEditorId));
  const tables = useSelector((state: SqlLabThunkState) => selectTablesOfEditor(state, queryEditorId));
  const databases = useSelector(selectSqlLabDatabases);
  const dbId = editor?.dbId ?? null;
  const schema = editor?.schema ?? null;
  const tableList = useGetTablesQuery(
    { dbId: dbId ?? 0, schema: schema ?? '' },
    { skip: dbId === null || schema === null },
  );
  const [refreshingTables, setRefreshingTables] = useState(false);
  const refreshTables = () => {
    if (dbId === null || schema === null) return;
    setRefreshingTables(true);
    void dispatch(refreshTableList(dbId, schema)).finally(() => setRefreshingTables(false));
  };

  if (!editor) return null;
  return (
    <aside aria-label="Database explorer" style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <DatabaseSelector
        dbId={dbId}
        onChange={(nextDbId) => {
          dispatch(queryEditorSetDb(queryEditorId, nextDbId));
          dispatch(queryEditorSetSchema(queryEditorId, null));
        }}
      />
      <SchemaSelector
        dbId={dbId}
        backend={dbId === null ? undefined : databases[dbId]?.backend}
        schema={schema}
        onChange={(next) => dispatch(queryEditorSetSchema(queryEditorId, next))}
      />
      {schema !== null && (
        <TableSelector
          tables={tableList.data?.result ?? NO_TABLES}
          loading={tableList.isFetching || refreshingTables}
          onSelect={(name) => void dispatch(addTable(queryEditorId, schema, name))}
          onRefresh={refreshTables}
        />
      )}
      <div>
        {tables.map((table) => (
          <TableCard
            key={table.id}
            table={table}
            canPreview={canPreviewData(databases[table.dbId])}
            onToggle={() => void dispatch(table.expanded ? collapseTableSchema(table.id) : expandTableSchema(table.id))}
            onRemove={() => void dispatch(removeTableSchema(table.id))}
            onPreview={() => void dispatch(previewTableData(table.id))}
          />
        ))}
      </div>
    </aside>
  );
}
