/** What the form pane shows for an item removed less than the grace period ago. */
import { Button } from 'antd';

interface RemovedItemProps {
  kind: 'filter' | 'divider';
  onRestore(): void;
}

export function RemovedItem({ kind, onRestore }: RemovedItemProps) {
  return (
    <div data-test="removed-item" style={{ padding: '80px 0', textAlign: 'center' }}>
      <p>{`You have removed this ${kind}.`}</p>
      <Button type="primary" data-test="restore-filter-button" onClick={onRestore}>
        {kind === 'filter' ? 'Restore filter' : 'Restore divider'}
      </Button>
    </div>
  );
}
