/** Marks of a column's primary key, foreign key and index membership. */
import { Tooltip } from 'antd';
import { KeyOutlined, LinkOutlined, OrderedListOutlined } from '@ant-design/icons';
import type { TableKey } from '../types';

const KEY_LOOK = {
  pk: { label: 'Primary key', Icon: KeyOutlined },
  fk: { label: 'Foreign key', Icon: LinkOutlined },
  index: { label: 'Index', Icon: OrderedListOutlined },
} as const;

function describe(key: TableKey): string {
  const base = `${KEY_LOOK[key.type].label}${key.name ? ` ${key.name}` : ''}`;
  return key.type === 'fk' && key.referred_table
    ? `${base} → ${key.referred_table}(${(key.referred_columns ?? []).join(', ')})`
    : `${base} (${key.column_names.join(', ')})`;
}

export function ColumnKeyIcons({ keys }: { keys: readonly TableKey[] }) {
  return (
    <>
      {keys.map((key, index) => {
        const { Icon } = KEY_LOOK[key.type];
        return (
          <Tooltip key={`${key.type}-${key.name ?? index}`} title={describe(key)}>
            <Icon aria-label={KEY_LOOK[key.type].label} style={{ marginLeft: 4 }} />
          </Tooltip>
        );
      })}
    </>
  );
}
