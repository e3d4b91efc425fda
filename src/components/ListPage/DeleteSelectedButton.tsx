import type { ReactNode } from 'react';
import { Button, Space } from 'antd';

/** The actions on the selected rows, beside the filters. */
export function ListBulkActions({ children }: { children: ReactNode }) {
  return <Space style={{ marginBottom: 12, marginLeft: 8 }}>{children}</Space>;
}

/** Deletes the rows selected on the page shown (after the feature's confirmation). */
export function DeleteSelectedButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button danger disabled={count === 0} onClick={onClick}>
      Delete selected ({count})
    </Button>
  );
}
