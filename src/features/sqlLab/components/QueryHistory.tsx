import { Button, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectQueriesOfEditor } from '../selectors';
import { cloneQueryToNewTab, queryEditorSetSql, removeQuery } from '../sqlLabSlice';
import { newTabDefaults } from '../thunks/tabs';
import type { SqlLabThunk } from '../thunks/thunkTypes';
import type { Query, QueryState } from '../types';

const STATE_COLORS: Partial<Record<QueryState, string>> = {
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  timed_out: 'red',
  running: 'blue',
  pending: 'blue',
  fetching: 'blue',
};

/** A run's SQL, database and schema as a new tab ('Copy of %s', autorun). */
function openInNewTab(query: Pick<Query, 'sql' | 'dbId' | 'schema'>): SqlLabThunk {
  return (dispatch, getState) => {
    dispatch(
      cloneQueryToNewTab({ sql: query.sql, dbId: query.dbId, schema: query.schema }, newTabDefaults(getState())),
    );
  };
}

interface QueryHistoryProps {
  queryEditorId: string;
  /** Runs SQL in this tab (after it was put back into the editor). */
  onRerun: (sql: string) => void;
}

function formatStart(epochMs: number): string {
  return new Date(epochMs).toLocaleString();
}

/** The tab's runs, newest first: state, start time, rows, SQL; rerun, open in a new tab, delete. */
export function QueryHistory({ queryEditorId, onRerun }: QueryHistoryProps) {
  const dispatch = useAppDispatch();
  const queries = useAppSelector((state) => selectQueriesOfEditor(state, queryEditorId));
  const newestFirst = [...queries].reverse();
  if (newestFirst.length === 0) return <Empty description="No query history yet" />;

  return (
    <Table<Query>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={newestFirst}
      columns={[
        {
          title: 'State',
          key: 'state',
          render: (_value, query) => <Tag color={STATE_COLORS[query.state]}>{query.state}</Tag>,
        },
        { title: 'Started', key: 'started', render: (_value, query) => formatStart(query.startDttm) },
        { title: 'Rows', key: 'rows', render: (_value, query) => query.rows ?? '' },
        {
          title: 'SQL',
          key: 'sql',
          render: (_value, query) => (
            <Tooltip title={query.sql}>
              <Typography.Text code ellipsis style={{ maxWidth: 480 }}>
                {query.sql}
              </Typography.Text>
            </Tooltip>
          ),
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_value, query) => (
            <Space size="small">
              <Button
                size="small"
                onClick={() => {
                  dispatch(queryEditorSetSql(queryEditorId, query.sql));
                  onRerun(query.sql);
                }}
              >
                Rerun
              </Button>
              <Button size="small" onClick={() => dispatch(openInNewTab(query))}>
                Open in new tab
              </Button>
              <Button size="small" danger onClick={() => dispatch(removeQuery(query.id))}>
                Delete
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
