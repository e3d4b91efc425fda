/** '+ Add filters and dividers': a menu of the two kinds of item. */
import { Button, Dropdown } from 'antd';

interface AddItemMenuProps {
  onAdd(kind: 'filter' | 'divider'): void;
}

export function AddItemMenu({ onAdd }: AddItemMenuProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'filter', label: 'Filter' },
          { key: 'divider', label: 'Divider' },
        ],
        onClick: ({ key }) => onAdd(key === 'divider' ? 'divider' : 'filter'),
      }}
    >
      <Button type="link" data-test="add-filter-button">
        + Add filters and dividers
      </Button>
    </Dropdown>
  );
}
