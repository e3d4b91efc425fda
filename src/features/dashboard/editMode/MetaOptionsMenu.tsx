/** A frame's menu of settings (a header's size and background, a row's or column's background): one edit per choice. */
import { BgColorsOutlined, FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { LayoutComponent } from '../dashboardLayoutSlice';
import {
  BACKGROUND_TRANSPARENT,
  BACKGROUND_WHITE,
  LARGE_HEADER,
  MEDIUM_HEADER,
  SMALL_HEADER,
} from '../layout/layoutConstants';
import { applyLayoutEdit } from '../state/layoutEditing';

interface MetaOptionGroup {
  metaKey: string;
  label: string;
  /** The value a component without this key has. */
  defaultValue: string;
  options: { value: string; label: string }[];
}

const BACKGROUND_GROUP: MetaOptionGroup = {
  metaKey: 'background',
  label: 'Background',
  defaultValue: BACKGROUND_TRANSPARENT,
  options: [
    { value: BACKGROUND_TRANSPARENT, label: 'Transparent background' },
    { value: BACKGROUND_WHITE, label: 'White background' },
  ],
};

const HEADER_SIZE_GROUP: MetaOptionGroup = {
  metaKey: 'headerSize',
  label: 'Size',
  defaultValue: MEDIUM_HEADER,
  options: [
    { value: SMALL_HEADER, label: 'Small' },
    { value: MEDIUM_HEADER, label: 'Medium' },
    { value: LARGE_HEADER, label: 'Large' },
  ],
};

const KEY_SEPARATOR = ':';

function MetaOptionsMenu({
  component,
  groups,
  label,
  icon,
}: {
  component: LayoutComponent;
  groups: MetaOptionGroup[];
  label: string;
  icon: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group',
    label: group.label,
    children: group.options.map((option) => ({
      key: `${group.metaKey}${KEY_SEPARATOR}${option.value}`,
      label: option.label,
    })),
  }));
  const selectedKeys = groups.map(
    (group) => `${group.metaKey}${KEY_SEPARATOR}${String(component.meta[group.metaKey] ?? group.defaultValue)}`,
  );
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const separator = key.indexOf(KEY_SEPARATOR);
    const meta = { [key.slice(0, separator)]: key.slice(separator + 1) };
    dispatch(applyLayoutEdit({ kind: 'updateMeta', componentId: component.id, meta }));
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick, selectable: true, selectedKeys }}>
      <Button size="small" type="text" aria-label={label} icon={icon} />
    </Dropdown>
  );
}

export function HeaderOptionsMenu({ component }: { component: LayoutComponent }) {
  return (
    <MetaOptionsMenu
      component={component}
      groups={[HEADER_SIZE_GROUP, BACKGROUND_GROUP]}
      label="Header options"
      icon={<FontSizeOutlined />}
    />
  );
}

export function BackgroundMenu({ component }: { component: LayoutComponent }) {
  return (
    <MetaOptionsMenu component={component} groups={[BACKGROUND_GROUP]} label="Background" icon={<BgColorsOutlined />} />
  );
}
