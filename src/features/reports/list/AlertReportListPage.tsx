import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tabs, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useReportListQuery as useReportListApiQuery, type Report, type ReportType } from '../../../api/reports';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import { ErrorBox } from '../../../components/ErrorBox';
import { selectUser, type BootstrapState } from '../../shell';
import { AlertReportModal } from '../alertModal/AlertReportModal';
import { reportListColumns } from './reportListColumns';
import { isReportListSortColumn, reportListQuery } from './reportListRequest';
import { ReportListFilters } from './ReportListFilters';
import { canEditReport, canWriteReports } from './reportPermissions';
import { useDeleteReports } from './useDeleteReports';
import { useReportListQuery } from './useReportListQuery';
import { useToggleReportActive } from './useToggleReportActive';

const NO_MATCHING_TEXT = 'No results match your filter criteria';
const LIST_PATHS: Record<ReportType, string> = { Alert: '/alert/list/', Report: '/report/list/' };

/** The modal's subject: a new alert or report, or the id of the one being edited. */
type ModalSubject = { reportId: number | null } | null;

/**
 * /alert/list/ and /report/list/ (Superset's 'Alerts & reports'): one type per tab, search, filters
 * (owner, state, active), sort, pages of 25, the active switch, edit, execution log, delete (one or the
 * selected ones) and '+ Alert' / '+ Report'.
 */
export default function AlertReportListPage({ type }: { type: ReportType }) {
  const isReport = type === 'Report';
  const noun = isReport ? 'report' : 'alert';
  const plural = `${noun}s`;
  const navigate = useNavigate();
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const query = useReportListQuery(type);
  const { data, error, isFetching } = useReportListApiQuery(reportListQuery(query.request));
  const rows = useMemo(() => data?.result ?? [], [data]);
  const active = useToggleReportActive();
  const deletion = useDeleteReports(plural);
  const [selection, setSelection] = useState<number[]>([]);
  const [modal, setModal] = useState<ModalSubject>(null);
  const canCreate = canWriteReports(user);
  const canEdit = (report: Report) => canEditReport(user, report);
  const selected = rows.filter((report) => selection.includes(report.id) && canEdit(report));
  const listError = error && 'error' in error ? error : undefined;

  const columns = reportListColumns({
    isReport,
    sortColumn: query.request.orderColumn,
    sortDirection: query.request.orderDirection,
    canEdit,
    activeOf: active.activeOf,
    isActivePending: active.isPending,
    onToggleActive: active.toggle,
    onEdit: (report) => setModal({ reportId: report.id }),
    onDelete: (report) => deletion.ask([report]),
  });

  const confirmDelete = async () => {
    const deleted = await deletion.confirm();
    setSelection((current) => current.filter((id) => !deleted.includes(id)));
  };

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>Alerts &amp; reports</Typography.Title>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setModal({ reportId: null })}>
            {isReport ? 'Report' : 'Alert'}
          </Button>
        )}
      </Space>
      <Tabs
        activeKey={type}
        onChange={(key) => navigate(LIST_PATHS[key === 'Report' ? 'Report' : 'Alert'])}
        items={[
          { key: 'Alert', label: 'Alerts' },
          { key: 'Report', label: 'Reports' },
        ]}
      />
      <ReportListFilters key={type} filters={query.filters} onFilterChange={query.setFilter} />
      {canCreate && (
        <Space style={{ marginBottom: 12, marginLeft: 8 }}>
          <Button danger disabled={selected.length === 0} onClick={() => deletion.ask(selected)}>
            Delete selected ({selected.length})
          </Button>
        </Space>
      )}
      {error && (
        <div style={{ marginBottom: 12 }}>
          <ErrorBox error={listError} message={listError ? undefined : 'An error occurred'} source="crud" />
        </div>
      )}
      <Table<Report>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: <Empty description={query.hasFilters ? NO_MATCHING_TEXT : `No ${plural} yet`} /> }}
        rowSelection={
          canCreate
            ? {
                selectedRowKeys: selected.map((report) => report.id),
                onChange: (keys) => setSelection(keys.map(Number)),
                getCheckboxProps: (report) => ({ disabled: !canEdit(report), 'aria-label': `Select ${report.name}` }),
              }
            : undefined
        }
        pagination={{
          current: query.request.page + 1,
          pageSize: 25,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (next) => query.setPage(next - 1),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Report> | undefined;
          const column = single?.column?.key ?? single?.field;
          if (single?.order && isReportListSortColumn(column)) {
            query.setSort(column, single.order === 'ascend' ? 'asc' : 'desc');
          } else {
            query.setSort(null, 'desc');
          }
        }}
      />
      <ConfirmDeleteModal
        items={deletion.toDelete}
        title={{ one: `Delete ${noun}?`, many: 'Please confirm' }}
        nameOf={(report) => report.name}
        pluralNoun={plural}
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={deletion.cancel}
      />
      {modal && (
        <AlertReportModal
          key={modal.reportId ?? 'new'}
          isReport={isReport}
          reportId={modal.reportId}
          onHide={() => setModal(null)}
        />
      )}
    </div>
  );
}
