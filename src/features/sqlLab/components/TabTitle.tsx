/** A tab's label in the tab strip, with its menu of tab actions. */
import { Dropdown, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';

export type TabMenuAction = 'close' | 'rename' | 'closeOthers' | 'duplicate' | 'toggleLeftBar';

interface TabTitleProps {
  name: string;
  canCloseOthers: boolean;
  onAction: (action: TabMenuAction) => void;
}

export function TabTitle({ name, canCloseOthers, onAction }: TabTitleProps) {
  const items: MenuProps['items'] = [
    { key: 'close', label: 'Close tab' },
    { key: 'rename', label: 'Rename tab' },
    { key: 'toggleLeftBar', label: 'Toggle left bar' },
    { key: 'closeOthers', label: 'Close all other tabs', disabled: !canCloseOthers },
    { key: 'duplicate', label: 'Duplicate tab' },
  ];
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            onAction(key as TabMenuAction);
          },
        }}
      >
        <MoreOutlined
          role="button"
          aria-label={`Tab actions for ${name}`}
          onClick={(event) => event.stopPropagation()}
        />
      </Dropdown>
      <span>{name}</span>
    </span>
  );
}
