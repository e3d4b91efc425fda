import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReportExecutionLog } from '../../../api/reportLogs';
import { formatRunDuration, formatUtcDateTime } from '../list/reportDates';
import { ReportStateIcon } from '../list/ReportStateIcon';

/** Superset's execution log columns: state, execution id (the log uuid), scheduled, start, duration, value, error. */
export function executionLogColumns(isReport: boolean): ColumnsType<ReportExecutionLog> {
  return [
    {
      title: 'State',
      key: 'state',
      width: 64,
      render: (_value, log) => (
        <span>
          <ReportStateIcon state={log.state} isReport={isReport} /> <span>{log.state}</span>
        </span>
      ),
    },
    {
      title: 'Execution ID',
      key: 'uuid',
      render: (_value, log) =>
        log.uuid ? (
          <Tooltip title={log.uuid}>
            <code>{log.uuid.slice(0, 6)}</code>
          </Tooltip>
        ) : (
          'none'
        ),
    },
    {
      title: 'Scheduled at (UTC)',
      key: 'scheduled_dttm',
      render: (_value, log) => formatUtcDateTime(log.scheduled_dttm),
    },
    { title: 'Start at (UTC)', key: 'start_dttm', render: (_value, log) => formatUtcDateTime(log.start_dttm) },
    { title: 'End at (UTC)', key: 'end_dttm', render: (_value, log) => formatUtcDateTime(log.end_dttm) },
    { title: 'Duration', key: 'duration', render: (_value, log) => formatRunDuration(log.start_dttm, log.end_dttm) },
    {
      title: 'Value',
      key: 'value',
      render: (_value, log) => (log.value === null || log.value === undefined ? '' : String(log.value)),
    },
    {
      title: 'Error message',
      key: 'error_message',
      render: (_value, log) => (
        <Tooltip title={log.error_message ?? ''} placement="topLeft">
          <span>{log.error_message ?? ''}</span>
        </Tooltip>
      ),
    },
  ];
}
