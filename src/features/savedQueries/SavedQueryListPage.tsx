import { useState } from 'react';
import { Alert, Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { canUseSqlLab, canWriteSavedQueries } from '../../utils/permissionRules';
import { selectUser } from '../shell';
import { makeUrl } from '../../api/client';
import {
  SAVED_QUERY_PAGE_SIZE,
  useDeleteSavedQueriesMutation,
  useDeleteSavedQueryMutation,
  useGetSavedQueriesQuery,
  type SavedQueryListItem,
} from '../../api/savedQueries';
import { CopyToClipboard } from '../../components/CopyToClipboard';
import { useToasts } from '../toasts';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { SavedQueryPreviewModal } from './SavedQueryPreviewModal';
import {
  SAVED_QUERY_SORT_COLUMNS,
  savedQueryShareUrl,
  sqlLabPathOfSavedQuery,
  type SavedQuerySortColumn,
} from './savedQueryLinks';

/** RTK Query's error: our ClientError (from the base query) or a serialized exception. */
function listErrorText(error: { error?: string; message?: string }): string {
  return error.error || error.message || 'An error occurred';
}

function isSortColumn(value: unknown): value is SavedQuerySortColumn {
  return typeof value === 'string' && (SAVED_QUERY_SORT_COLUMNS as readonly string[]).includes(value);
}

function tablesOf(query: SavedQueryListItem): string {
  return (query.sql_tables ?? [])
    .map((table) => (table.schema ? `${table.schema}.${table.table}` : table.table))
    .join(', ');
}

/**
 * /savedqueryview/list/: the user's saved queries — search (label, description and SQL), sort, pages,
 * a preview of the SQL, open or edit in SQL Lab, copy a link, delete one or the selected ones. Adding,
 * editing and deleting need can_write on SavedQuery; opening in SQL Lab needs SQL Lab.
 */
export default function SavedQueryListPage() {
  const navigate = useNavigate();
  const toasts = useToasts();
  const user = useAppSelector(selectUser);
  const mayWrite = canWriteSavedQueries(user);
  const mayOpen = canUseSqlLab(user);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [orderColumn, setOrderColumn] = useState<SavedQuerySortColumn>('changed_on_delta_humanized');
  const [orderDirection, setOrderDirection] = useState<'asc' | 'desc'>('desc');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [preview, setPreview] = useState<SavedQueryListItem | null>(null);
  const [toDelete, setToDelete] = useState<SavedQueryListItem[] | null>(null);
  const { data, error, isFetching } = useGetSavedQueriesQuery({
    search,
    orderColumn,
    orderDirection,
    page,
    pageSize: SAVED_QUERY_PAGE_SIZE,
  });
  const [deleteOne, deleteOneState] = useDeleteSavedQueryMutation();
  const [deleteMany, deleteManyState] = useDeleteSavedQueriesMutation();
  const rows = data?.result ?? [];

  const open = (query: SavedQueryListItem) => navigate(sqlLabPathOfSavedQuery(query.id));
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      if (toDelete.length === 1) {
        await deleteOne(toDelete[0].id).unwrap();
        toasts.addSuccessToast(`Deleted: ${toDelete[0].label}`);
      } else {
        const message = await deleteMany(toDelete.map((query) => query.id)).unwrap();
        toasts.addSuccessToast(message || `Deleted ${toDelete.length} saved queries`);
      }
      setSelectedIds((ids) => ids.filter((id) => !toDelete.some((query) => query.id === id)));
    } catch (caught) {
      toasts.addDangerToast(
        `There was an issue deleting the selected queries: ${listErrorText(caught as { error?: string })}`,
      );
    }
    setToDelete(null);
  };

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>Saved queries</Typography.Title>
        {mayWrite && mayOpen && (
          <Button type="primary" onClick={() => navigate('/sqllab/?new=true')}>
            + Query
          </Button>
        )}
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label="Search saved queries"
          placeholder="Type a value"
          style={{ width: 320 }}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        {mayWrite && (
          <Button
            danger
            disabled={selectedIds.length === 0}
            onClick={() => setToDelete(rows.filter((query) => selectedIds.includes(query.id)))}
          >
            Delete selected ({selectedIds.length})
          </Button>
        )}
      </Space>
      {error && <Alert type="error" title={listErrorText(error as { error?: string })} style={{ marginBottom: 12 }} />}
      <Table<SavedQueryListItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={rows}
        rowSelection={
          mayWrite ? { selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(Number)) } : undefined
        }
        pagination={{
          current: page + 1,
          pageSize: SAVED_QUERY_PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
        onChange={(_pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<SavedQueryListItem> | undefined;
          if (single?.order && isSortColumn(single.field)) {
            setOrderColumn(single.field);
            setOrderDirection(single.order === 'ascend' ? 'asc' : 'desc');
          } else {
            setOrderColumn('changed_on_delta_humanized');
            setOrderDirection('desc');
          }
        }}
        columns={[
          {
            title: 'Name',
            dataIndex: 'label',
            sorter: true,
            sortOrder: orderColumn === 'label' ? (orderDirection === 'asc' ? 'ascend' : 'descend') : null,
            render: (label: string, query) => (
              <Typography.Link onClick={() => setPreview(query)}>{label}</Typography.Link>
            ),
          },
          { title: 'Database', key: 'database', render: (_value, query) => query.database?.database_name ?? '' },
          {
            title: 'Schema',
            dataIndex: 'schema',
            sorter: true,
            sortOrder: orderColumn === 'schema' ? (orderDirection === 'asc' ? 'ascend' : 'descend') : null,
          },
          { title: 'Tables', key: 'tables', render: (_value, query) => tablesOf(query) },
          {
            title: 'Modified',
            dataIndex: 'changed_on_delta_humanized',
            sorter: true,
            sortOrder:
              orderColumn === 'changed_on_delta_humanized' ? (orderDirection === 'asc' ? 'ascend' : 'descend') : null,
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_value, query) => (
              <Space size={4}>
                <Tooltip title="Query preview">
                  <Button size="small" onClick={() => setPreview(query)}>
                    Preview
                  </Button>
                </Tooltip>
                {mayWrite && mayOpen && (
                  <Tooltip title="Edit query">
                    <Button size="small" onClick={() => open(query)}>
                      Edit
                    </Button>
                  </Tooltip>
                )}
                <CopyToClipboard
                  text={savedQueryShareUrl(query.id, makeUrl, window.location.origin)}
                  copyNode={<Button size="small">Copy link</Button>}
                />
                {mayWrite && (
                  <Button size="small" danger onClick={() => setToDelete([query])}>
                    Delete
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <SavedQueryPreviewModal query={preview} onClose={() => setPreview(null)} onOpen={mayOpen ? open : undefined} />
      <ConfirmDeleteModal
        items={toDelete}
        title={{ one: 'Delete Query?', many: 'Delete Query?' }}
        nameOf={(query) => query.label}
        pluralNoun="queries"
        busy={deleteOneState.isLoading || deleteManyState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
