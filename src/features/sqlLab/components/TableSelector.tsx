/**
 * The tables of a schema with an instant search box. The list is filtered in memory and rendered
 * virtualized, so a schema of 100,000 tables stays fast; clicking a table adds it to the tab. The
 * refresh button asks the server to read the list again.
 */
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Input, Space, Spin, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TableListItem } from '../../../api/databases';
import { filterTableNames } from './filterTableNames';

const TABLE_ROW_HEIGHT = 28;
const LIST_HEIGHT = 280;

interface TableSelectorProps {
  tables: readonly TableListItem[];
  loading?: boolean;
  onSelect: (tableName: string) => void;
  /** Re-reads the list on the server (force refresh). */
  onRefresh: () => void;
}

export function TableSelector({ tables, loading = false, onSelect, onRefresh }: TableSelectorProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterTableNames(tables, deferredSearch), [tables, deferredSearch]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 240, height: LIST_HEIGHT },
  });

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input.Search
          aria-label="Search tables"
          placeholder={`Search ${tables.length} tables`}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Tooltip title="Force refresh table list">
          <Button aria-label="Refresh tables" icon={<ReloadOutlined />} onClick={onRefresh} disabled={loading} />
        </Tooltip>
      </Space.Compact>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {loading ? <Spin size="small" /> : `${shown.length} of ${tables.length} tables`}
      </Typography.Text>
      <div
        ref={scrollRef}
        role="listbox"
        aria-label="Tables"
        style={{
          height: Math.min(LIST_HEIGHT, Math.max(shown.length, 1) * TABLE_ROW_HEIGHT),
          overflow: 'auto',
          position: 'relative',
        }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const table = shown[row.index];
            return (
              <div
                key={table.value}
                role="option"
                aria-selected={false}
                title={table.value}
                onClick={() => onSelect(table.value)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: TABLE_ROW_HEIGHT,
                  lineHeight: `${TABLE_ROW_HEIGHT}px`,
                  transform: `translateY(${row.start}px)`,
                  cursor: 'pointer',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  padding: '0 4px',
                }}
              >
                {table.value}
                {table.type !== 'table' && (
                  <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                    {' '}
                    {table.type.replace('_', ' ')}
                  </Typography.Text>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
