import { Button, Dropdown } from 'antd';
import { formatLimit, queryLimitOptions } from './limitOptions';

interface LimitControlProps {
  value: number;
  maxRow: number;
  onChange: (limit: number) => void;
}

/** 'LIMIT: 1 000' with a menu of the allowed row limits (never above SQL_MAX_ROW). */
export function LimitControl({ value, maxRow, onChange }: LimitControlProps) {
  const shown = Math.min(value, maxRow);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: queryLimitOptions(maxRow).map((limit) => ({ key: String(limit), label: formatLimit(limit) })),
        selectedKeys: [String(shown)],
        onClick: ({ key }) => onChange(Number(key)),
      }}
    >
      <Button aria-label="Row limit">LIMIT: {formatLimit(shown)}</Button>
    </Dropdown>
  );
}
