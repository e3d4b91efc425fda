import { useState } from 'react';
import { Alert, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { QueryRecord } from '../../../api/queries';
import { queryHistoryFilters, useGetQueryHistoryQuery } from '../../../api/queryHistory';
import { QUERY_STATES } from '../queryStates';

const QUERY_HISTORY_PAGE_SIZE = 25;

const STATE_COLORS: Record<string, string> = {
  success: 'green',
  failed: 'red',
  timed_out: 'red',
  stopped: 'orange',
};

/** Epoch milliseconds from a number or from the numeric string Superset sends. */
function epochMillis(value: number | string | null | undefined): number | null {
  const millis = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
}

function formatTime(value: number | string | null | undefined): string {
  const millis = epochMillis(value);
  return millis === null ? '' : new Date(millis).toLocaleString();
}

function formatDuration(record: QueryRecord): string {
  const start = epochMillis(record.start_time);
  const end = epochMillis(record.end_time);
  if (start === null || end === null) return '';
  return `${((end - start) / 1000).toFixed(2)} s`;
}

/** RTK Query's error: our ClientError (from the base query) or a serialized exception. */
function listErrorText(error: { error?: string; message?: string }): string {
  return error.error || error.message || 'An error occurred';
}

function userName(record: QueryRecord): string {
  return [record.user?.first_name, record.user?.last_name].filter(Boolean).join(' ');
}

/** /sqllab/history/: every run the user may see, newest first, filtered by state and SQL text, paged. */
export default function QueryHistoryPage() {
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const { data, error, isFetching } = useGetQueryHistoryQuery({
    page,
    pageSize: QUERY_HISTORY_PAGE_SIZE,
    filters: queryHistoryFilters(status, search),
  });

  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={3}>Query history</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<string>
          allowClear
          aria-label="State"
          placeholder="State"
          style={{ width: 160 }}
          value={status ?? undefined}
          options={QUERY_STATES.map((state) => ({ value: state, label: state }))}
          onChange={(value) => {
            setStatus(value ?? null);
            setPage(0);
          }}
        />
        <Input.Search
          allowClear
          aria-label="Search SQL"
          placeholder="Search SQL"
          style={{ width: 320 }}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
      </Space>
      {error && <Alert type="error" title={listErrorText(error)} style={{ marginBottom: 12 }} />}
      <Table<QueryRecord>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.result ?? []}
        pagination={{
          current: page + 1,
          pageSize: QUERY_HISTORY_PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            title: 'State',
            key: 'status',
            render: (_value, record) => <Tag color={STATE_COLORS[record.status] ?? 'blue'}>{record.status}</Tag>,
          },
          { title: 'Time', key: 'start_time', render: (_value, record) => formatTime(record.start_time) },
          { title: 'Duration', key: 'duration', render: (_value, record) => formatDuration(record) },
          { title: 'Tab name', dataIndex: 'tab_name', key: 'tab_name' },
          { title: 'Database', key: 'database', render: (_value, record) => record.database.database_name ?? '' },
          { title: 'Schema', dataIndex: 'schema', key: 'schema' },
          { title: 'Rows', dataIndex: 'rows', key: 'rows' },
          { title: 'User', key: 'user', render: (_value, record) => userName(record) },
          {
            title: 'SQL',
            key: 'sql',
            render: (_value, record) => (
              <Typography.Text code ellipsis={{ tooltip: record.sql }} style={{ maxWidth: 420 }}>
                {record.sql}
              </Typography.Text>
            ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_value, record) => <Link to={`/sqllab/?queryId=${record.id}`}>Open in SQL Lab</Link>,
          },
        ]}
      />
    </div>
  );
}
