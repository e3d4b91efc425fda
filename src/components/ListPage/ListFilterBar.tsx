import type { ReactNode } from 'react';
import { Space } from 'antd';

/** The row of search box and filters above a list. */
export function ListFilterBar({ children }: { children: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {children}
    </Space>
  );
}
