/**
 * The rows behind a chart (or one of its points): the drill filters as removable tags with the row
 * count, and a grid paged on the server, fifty rows at a time.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { queryErrorText } from '../../../api/baseApi';
import { useGetDrillDetailQuery, type DrillDetailPage } from '../../../api/charts';
import type { QueryFormData } from '../../../api/chartDataTypes';
import { formatCellText, formatRowCount } from '../../../components/DataGrid';
import { GENERIC_TYPE_CODES } from '../../../../common/genericDataTypes';
import { formatResultCell } from '../resultGrid';
import { ErrorBox } from '../../../components/ErrorBox';
import { parseDatasourceUid } from '../buildQueryHelpers';
import { DRILL_DETAIL_PAGE_SIZE, drillDetailPayload, drillFilterTags, withoutDrillFilter } from './drillRules';
import type { DrillFilter } from './drillTypes';

const NO_ROWS_MESSAGE = 'No rows were returned for this dataset';
const LOAD_ERROR_FALLBACK = 'Sorry, an error occurred';

type DrillRow = Record<string, unknown> & { drillRowKey: number };

function tableColumns(page: DrillDetailPage | undefined) {
  return (page?.colnames ?? []).map((name, index) => ({
    key: name,
    title: name,
    dataIndex: name,
    ellipsis: true,
    render: (value: unknown) =>
      formatResultCell(page?.coltypes[index] === GENERIC_TYPE_CODES.temporal, value) ?? formatCellText(value) ?? 'N/A',
  }));
}

export function DrillDetailPane({
  formData,
  initialFilters,
}: {
  formData: QueryFormData;
  initialFilters: readonly DrillFilter[];
}) {
  const [filters, setFilters] = useState<DrillFilter[]>(() => [...initialFilters]);
  const [page, setPage] = useState(1);
  const { id, type } = parseDatasourceUid(formData.datasource);
  const payload = useMemo(() => drillDetailPayload(formData, filters), [formData, filters]);
  const result = useGetDrillDetailQuery({
    datasourceId: id,
    datasourceType: type,
    payload,
    page,
    perPage: DRILL_DETAIL_PAGE_SIZE,
  });
  const shown = result.currentData ?? result.data;
  const columns = useMemo(() => tableColumns(shown), [shown]);
  const rows = useMemo<DrillRow[]>(
    () => (shown?.data ?? []).map((row, index) => ({ ...row, drillRowKey: index })),
    [shown],
  );
  const tags = drillFilterTags(filters);
  const errorText = queryErrorText(result.error);
  const total = shown?.total_count;

  let content;
  if (errorText !== undefined) content = <ErrorBox message={errorText || LOAD_ERROR_FALLBACK} source="explore" />;
  else if (total === 0 && !result.isFetching) content = <Empty description={NO_ROWS_MESSAGE} />;
  else {
    content = (
      <Table<DrillRow>
        data-testid="drill-detail-table"
        size="small"
        rowKey="drillRowKey"
        columns={columns}
        dataSource={rows}
        loading={result.isFetching}
        scroll={{ x: 'max-content', y: '50vh' }}
        pagination={{
          current: page,
          pageSize: DRILL_DETAIL_PAGE_SIZE,
          total: total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    );
  }

  return (
    <div data-testid="drill-detail-pane">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {tags.map((tag) => (
            <Tag
              key={tag.columnName}
              closable
              data-test="filter-col"
              onClose={() => {
                setFilters((current) => withoutDrillFilter(current, tag.columnName));
                setPage(1);
              }}
            >
              <span style={{ marginRight: 4 }}>{tag.columnName}</span>
              <strong data-test="filter-val">{tag.value}</strong>
            </Tag>
          ))}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {total !== undefined ? <span data-test="row-count-label">{formatRowCount(total, total)}</span> : null}
          <Button
            type="text"
            size="small"
            aria-label="Reload"
            icon={<ReloadOutlined />}
            onClick={() => void result.refetch()}
          />
        </div>
      </div>
      {content}
    </div>
  );
}
