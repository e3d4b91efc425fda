/**
 * A table added to the tab: name, collapse/expand, remove, 'Preview', its engine's extras (partitions,
 * properties) and its columns with types and keys, read from the table metadata query (cached by
 * database, schema and table).
 */
import { Button, Space, Spin, Tooltip, Typography } from 'antd';
import { CaretDownOutlined, CaretRightOutlined, CloseOutlined } from '@ant-design/icons';
import { useGetTableMetadataQuery } from '../../../api/databases';
import { tableMetadataQuery } from '../tableMetadata';
import type { Table } from '../types';
import { ColumnKeyIcons } from './ColumnKeyIcons';
import { TableExtraInfo } from './TableExtraInfo';
import { keysOfColumn } from './tableColumnKeys';

interface TableCardProps {
  table: Table;
  canPreview: boolean;
  onToggle: () => void;
  onRemove: () => void;
  onPreview: () => void;
}

export function TableCard({ table, canPreview, onToggle, onRemove, onPreview }: TableCardProps) {
  const { data: metadata, isFetching } = useGetTableMetadataQuery(tableMetadataQuery(table));
  return (
    <section aria-label={`Table ${table.name}`} style={{ borderBottom: '1px solid #f0f0f0', padding: '4px 0' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Button
          type="text"
          size="small"
          aria-label={table.expanded ? `Collapse ${table.name}` : `Expand ${table.name}`}
          aria-expanded={table.expanded}
          icon={table.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />}
          onClick={onToggle}
        />
        <Typography.Text strong ellipsis style={{ flex: 1 }} title={`${table.schema}.${table.name}`}>
          {table.name}
        </Typography.Text>
        {isFetching && <Spin size="small" />}
        <Space size={0}>
          {canPreview && (
            <Button size="small" type="link" onClick={onPreview} disabled={!metadata?.selectStar}>
              Preview
            </Button>
          )}
          <Tooltip title="Remove table preview">
            <Button
              type="text"
              size="small"
              aria-label={`Remove ${table.name}`}
              icon={<CloseOutlined />}
              onClick={onRemove}
            />
          </Tooltip>
        </Space>
      </div>
      {table.expanded && <TableExtraInfo table={table} />}
      {table.expanded && (
        <ul aria-label={`Columns of ${table.name}`} style={{ listStyle: 'none', margin: 0, padding: '0 0 0 28px' }}>
          {metadata?.columns.map((column) => (
            <li key={column.name} style={{ display: 'flex', gap: 8, fontSize: 12 }}>
              <span style={{ flex: 1 }}>
                {column.name}
                <ColumnKeyIcons keys={keysOfColumn(column, metadata)} />
              </span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {column.type ?? ''}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
