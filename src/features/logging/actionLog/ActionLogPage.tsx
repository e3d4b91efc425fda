import { useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ACTION_LOG_PAGE_SIZE, actionLogRison, useGetActionLogQuery } from '../../../api/log';
import { useGetSecurityUsersQuery, userListRison } from '../../../api/securityAdmin';
import type { ClientError } from '../../../api/types';
import { ListError, ListTable } from '../../../components/ListPage';
import { isUserAdmin } from '../../../utils/permissions';
import { RequirePermission } from '../../shell';
import { ActionLogFilters, type ActionLogFilterValues } from './ActionLogFilters';
import { ACTION_LOG_NO_ACCESS, ACTION_LOG_TITLE, NO_LOGS, NO_MATCHING_LOGS, REFRESH } from './actionLogMessages';
import { toActionLogTableRow, type ActionLogTableRow } from './actionLogRows';

/** The users offered by the user filter (FAB's largest page). */
const USER_OPTIONS_PAGE_SIZE = 100;

const columns: ColumnsType<ActionLogTableRow> = [
  { title: 'User', dataIndex: 'username', key: 'user' },
  { title: 'Event', dataIndex: 'event', key: 'event' },
  { title: 'Action', dataIndex: 'action', key: 'action' },
  { title: 'Dashboard Id', dataIndex: 'dashboardId', key: 'dashboard_id' },
  { title: 'Slice Id', dataIndex: 'sliceId', key: 'slice_id' },
  { title: 'Time', dataIndex: 'time', key: 'dttm' },
  { title: 'Duration Ms', dataIndex: 'durationMs', key: 'duration_ms' },
];

function clientErrorOf(error: unknown): ClientError | undefined {
  return typeof error === 'object' && error !== null && typeof (error as { error?: unknown }).error === 'string'
    ? (error as ClientError)
    : undefined;
}

/** /actionlog/list/ (admins): the usage events, newest first, 25 per page, with filters. */
export default function ActionLogPage() {
  return (
    <RequirePermission allows={isUserAdmin} message={ACTION_LOG_NO_ACCESS}>
      <ActionLog />
    </RequirePermission>
  );
}

function ActionLog() {
  const [filters, setFilters] = useState<ActionLogFilterValues>({});
  const [page, setPage] = useState(0);
  const { data, error, isFetching, refetch } = useGetActionLogQuery(actionLogRison({ ...filters, page }));
  const users = useGetSecurityUsersQuery(userListRison({ pageSize: USER_OPTIONS_PAGE_SIZE }));
  const rows = useMemo(
    () => (data?.result ?? []).map((row, index) => toActionLogTableRow(row, data?.ids[index] ?? index)),
    [data],
  );
  const hasFilters = Object.values(filters).some((value) => value !== undefined);
  const failure = clientErrorOf(error);

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>{ACTION_LOG_TITLE}</Typography.Title>
        {/* Events keep arriving: the page shows them on demand. */}
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
          {REFRESH}
        </Button>
      </Space>
      <ActionLogFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
        users={users.data?.result ?? []}
        usersLoading={users.isFetching}
      />
      <ListError failed={failure !== undefined} error={failure} />
      <ListTable<ActionLogTableRow>
        rowKey="key"
        loading={isFetching}
        rows={rows}
        columns={columns}
        emptyText={hasFilters ? NO_MATCHING_LOGS : NO_LOGS}
        page={page}
        pageSize={ACTION_LOG_PAGE_SIZE}
        total={data?.count ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
