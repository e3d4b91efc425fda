import { LeftBar } from './LeftBar';

interface LeftBarSlotProps {
  queryEditorId: string;
}

/** The left bar (schemas and tables of the tab), in a fixed-width column. */
export function LeftBarSlot({ queryEditorId }: LeftBarSlotProps) {
  return (
    <aside
      className="sqllab-left-bar"
      style={{ width: 280, flex: 'none', overflow: 'auto', borderRight: '1px solid #f0f0f0' }}
    >
      <LeftBar queryEditorId={queryEditorId} />
    </aside>
  );
}
