import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tabs, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useReportListQuery as useReportListApiQuery, type Report, type ReportType } from '../../../api/reports';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import {
  DeleteSelectedButton,
  ListBulkActions,
  ListError,
  ListTable,
  usePageSelection,
} from '../../../components/ListPage';
import { selectUser, type BootstrapState } from '../../shell';
import { AlertReportModal } from '../alertModal/AlertReportModal';
import { reportListColumns } from './reportListColumns';
import { REPORT_LIST_PAGE_SIZE, reportListQuery } from './reportListRequest';
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
  const ids = useMemo(() => rows.map((report) => report.id), [rows]);
  const selection = usePageSelection(ids);
  const [modal, setModal] = useState<ModalSubject>(null);
  const canCreate = canWriteReports(user);
  const canEdit = (report: Report) => canEditReport(user, report);
  const selected = rows.filter((report) => selection.selectedIds.includes(report.id) && canEdit(report));
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
    selection.drop(deleted);
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
        <ListBulkActions>
          <DeleteSelectedButton count={selected.length} onClick={() => deletion.ask(selected)} />
        </ListBulkActions>
      )}
      <ListError failed={Boolean(error)} error={listError} message={listError ? undefined : 'An error occurred'} />
      <ListTable<Report>
        rowKey="id"
        loading={isFetching}
        rows={rows}
        columns={columns}
        emptyText={query.hasFilters ? NO_MATCHING_TEXT : `No ${plural} yet`}
        rowSelection={
          canCreate
            ? {
                selectedRowKeys: selected.map((report) => report.id),
                onChange: selection.select,
                getCheckboxProps: (report) => ({ disabled: !canEdit(report), 'aria-label': `Select ${report.name}` }),
              }
            : undefined
        }
        page={query.page}
        pageSize={REPORT_LIST_PAGE_SIZE}
        total={data?.count ?? 0}
        onPageChange={query.setPage}
        onSort={query.sortBy}
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
