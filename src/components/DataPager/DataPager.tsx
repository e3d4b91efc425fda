import { Pagination } from 'antd';
import { pageRangeText } from './pageRange';

interface DataPagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows in the whole result, all pages together. */
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Moves a result grid between pages; nothing when the whole result fits on one page. */
export function DataPager({ page, pageSize, total, onChange, disabled }: DataPagerProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      size="small"
      style={{ marginTop: 8 }}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      disabled={disabled}
      showTotal={() => pageRangeText(page, pageSize, total)}
      onChange={onChange}
    />
  );
}
