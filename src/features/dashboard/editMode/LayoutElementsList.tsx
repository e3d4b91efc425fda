/** The builder pane's layout elements, each dragged into the grid to add one (Superset's defaults). */
import {
  BorderHorizontalOutlined,
  ColumnWidthOutlined,
  FileMarkdownOutlined,
  FontSizeOutlined,
  InsertRowBelowOutlined,
  MinusOutlined,
} from '@ant-design/icons';
import { useCallback, useMemo, type ReactNode } from 'react';
import { COLUMN_TYPE, DIVIDER_TYPE, HEADER_TYPE, MARKDOWN_TYPE, ROW_TYPE, TABS_TYPE } from '../layout/layoutConstants';
import type { DashboardDragItem } from './dragItems';
import { useComponentDrag } from './useComponentDrag';

const LAYOUT_ELEMENTS: { type: string; label: string; icon: ReactNode }[] = [
  { type: TABS_TYPE, label: 'Tabs', icon: <BorderHorizontalOutlined /> },
  { type: ROW_TYPE, label: 'Row', icon: <InsertRowBelowOutlined /> },
  { type: COLUMN_TYPE, label: 'Column', icon: <ColumnWidthOutlined /> },
  { type: HEADER_TYPE, label: 'Header', icon: <FontSizeOutlined /> },
  { type: MARKDOWN_TYPE, label: 'Markdown', icon: <FileMarkdownOutlined /> },
  { type: DIVIDER_TYPE, label: 'Divider', icon: <MinusOutlined /> },
];

function NewComponentCard({ type, label, icon }: { type: string; label: string; icon: ReactNode }) {
  const item: DashboardDragItem = useMemo(() => ({ source: 'pane', type }), [type]);
  const [connectDragSource] = useComponentDrag(item);
  const attach = useCallback((node: HTMLDivElement | null) => void connectDragSource(node), [connectDragSource]);
  return (
    <div
      ref={attach}
      data-test="new-component"
      data-component-type={type}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '10px 12px',
        marginBottom: 8,
        border: '1px solid #e0e0e0',
        borderRadius: 4,
        background: '#fff',
        cursor: 'move',
      }}
    >
      {icon}
      {label}
    </div>
  );
}

export function LayoutElementsList() {
  return (
    <div data-test="layout-elements">
      {LAYOUT_ELEMENTS.map((element) => (
        <NewComponentCard key={element.type} {...element} />
      ))}
    </div>
  );
}
