import { useState } from 'react';
import { Empty, Space, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { REPORT_LOG_PAGE_SIZE, useGetReportLogsQuery, type ReportExecutionLog } from '../../../api/reportLogs';
import { useReportQuery, type ReportType } from '../../../api/reports';
import { ErrorBox } from '../../../components/ErrorBox';
import { executionLogColumns } from './executionLogColumns';

/**
 * /alert/{id}/log/ and /report/{id}/log/: the runs of one alert or report, newest start first, 25 per
 * page, each with its state, execution id (uuid), times, duration, value and error message.
 */
export default function ExecutionLogPage({ type }: { type: ReportType }) {
  const isReport = type === 'Report';
  const reportId = Number(useParams().id);
  const validId = Number.isInteger(reportId) && reportId > 0;
  const [page, setPage] = useState(0);
  const report = useReportQuery(reportId, { skip: !validId });
  const logs = useGetReportLogsQuery({ reportId, page }, { skip: !validId, pollingInterval: 30_000 });
  const error = logs.error && 'error' in logs.error ? logs.error : undefined;
  const name = report.data ? `${report.data.type === 'Report' ? 'Report' : 'Alert'}: ${report.data.name}` : '';

  return (
    <div style={{ padding: 16 }}>
      <Space align="baseline" size={16}>
        <Typography.Title level={3}>{name || 'Execution log'}</Typography.Title>
        <Link to={`/${isReport ? 'report' : 'alert'}/list/`}>Back to all</Link>
      </Space>
      {(error || !validId) && (
        <div style={{ marginBottom: 12 }}>
          <ErrorBox error={error} message={error ? undefined : 'Not found'} source="crud" />
        </div>
      )}
      <Table<ReportExecutionLog>
        rowKey="id"
        size="small"
        loading={logs.isFetching}
        dataSource={logs.data?.result ?? []}
        columns={executionLogColumns(isReport)}
        locale={{ emptyText: <Empty description="No data" /> }}
        pagination={{
          current: page + 1,
          pageSize: REPORT_LOG_PAGE_SIZE,
          total: logs.data?.count ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
      />
    </div>
  );
}
