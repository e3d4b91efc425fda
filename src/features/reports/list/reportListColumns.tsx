import { ApiOutlined, MailOutlined, SlackOutlined } from '@ant-design/icons';
import { Button, Space, Switch, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import type { Report, ReportRecipient } from '../../../api/reports';
import { formatDateTimeWithZone } from './reportDates';
import type { ReportListSortColumn } from './reportListRequest';
import { ReportStateIcon } from './ReportStateIcon';

interface ReportListColumnOptions {
  isReport: boolean;
  sortColumn: ReportListSortColumn;
  sortDirection: 'asc' | 'desc';
  canEdit: (report: Report) => boolean;
  activeOf: (report: Report) => boolean;
  isActivePending: (id: number) => boolean;
  onToggleActive: (report: Report, active: boolean) => void;
  onEdit: (report: Report) => void;
  onDelete: (report: Report) => void;
}

function personName(person: { first_name?: string; last_name?: string } | null | undefined): string {
  return [person?.first_name, person?.last_name].filter(Boolean).join(' ');
}

/** The page of a report's runs, as Superset names it: /alert/{id}/log/ or /report/{id}/log/. */
function executionLogPath(report: Pick<Report, 'id' | 'type'>): string {
  return `/${report.type === 'Report' ? 'report' : 'alert'}/${report.id}/log/`;
}

function RecipientIcon({ recipient }: { recipient: ReportRecipient }) {
  const icon =
    recipient.type === 'Email' ? <MailOutlined /> : recipient.type === 'Webhook' ? <ApiOutlined /> : <SlackOutlined />;
  return (
    <Tooltip title={recipient.type}>
      <span role="img" aria-label={recipient.type} style={{ marginRight: 6 }}>
        {icon}
      </span>
    </Tooltip>
  );
}

/** Superset's columns: last state, last run, name, schedule, notification method, owners, modified, active, actions. */
export function reportListColumns(options: ReportListColumnOptions): ColumnsType<Report> {
  const { isReport, sortColumn, sortDirection, canEdit } = options;
  const sortOrderOf = (column: ReportListSortColumn): SortOrder =>
    sortColumn === column ? (sortDirection === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (column: ReportListSortColumn) => ({
    key: column,
    sorter: true,
    sortOrder: sortOrderOf(column),
  });
  return [
    {
      key: 'last_state',
      width: 48,
      render: (_value, report) => <ReportStateIcon state={report.last_state} isReport={isReport} />,
    },
    {
      title: 'Last run',
      ...sortable('last_eval_dttm'),
      render: (_value, report) => formatDateTimeWithZone(report.last_eval_dttm),
    },
    { title: 'Name', dataIndex: 'name', ...sortable('name') },
    {
      title: 'Schedule',
      ...sortable('crontab_humanized'),
      render: (_value, report) => `${report.crontab_humanized ?? report.crontab} (${report.timezone ?? 'UTC'})`,
    },
    {
      title: 'Notification method',
      key: 'recipients',
      render: (_value, report) =>
        (report.recipients ?? []).map((recipient, index) => (
          <RecipientIcon key={recipient.id ?? index} recipient={recipient} />
        )),
    },
    {
      title: 'Owners',
      key: 'owners',
      render: (_value, report) => (report.owners ?? []).map(personName).filter(Boolean).join(', '),
    },
    {
      title: 'Last modified',
      dataIndex: 'changed_on_delta_humanized',
      ...sortable('changed_on_delta_humanized'),
    },
    {
      title: 'Active',
      ...sortable('active'),
      render: (_value, report) => (
        <Switch
          size="small"
          aria-label={`Active: ${report.name}`}
          checked={options.activeOf(report)}
          loading={options.isActivePending(report.id)}
          disabled={!canEdit(report)}
          onChange={(checked) => options.onToggleActive(report, checked)}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, report) => (
        <Space size={4}>
          <Link to={executionLogPath(report)} aria-label={`Execution log of ${report.name}`}>
            Execution log
          </Link>
          {canEdit(report) && (
            <>
              <Button size="small" aria-label={`Edit ${report.name}`} onClick={() => options.onEdit(report)}>
                Edit
              </Button>
              <Button size="small" danger aria-label={`Delete ${report.name}`} onClick={() => options.onDelete(report)}>
                Delete
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
}
