import { Button, Input, Space } from 'antd';
import { exportCsvUrl } from '../../../api/sqlLab';
import { CopyToClipboard } from '../../../components/CopyToClipboard';
import { rowsToTsv, type DataGridColumn, type DataGridRow } from '../../../components/DataGrid';

export interface ResultControlsProps {
  queryId: string;
  columns: readonly DataGridColumn[];
  rows: readonly DataGridRow[];
  canExport: boolean;
  filterText: string;
  onFilterChange: (text: string) => void;
}

/** 'Download to CSV' and 'Copy to clipboard' (with can_export_csv on SQLLab), and the filter box. */
export function ResultControls({ queryId, columns, rows, canExport, filterText, onFilterChange }: ResultControlsProps) {
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
      <Space>
        {canExport && (
          <Button href={exportCsvUrl(queryId)} download>
            Download to CSV
          </Button>
        )}
        {canExport && (
          <CopyToClipboard getText={() => rowsToTsv(columns, rows)} copyNode={<Button>Copy to clipboard</Button>} />
        )}
      </Space>
      <Input
        allowClear
        aria-label="Filter results"
        placeholder="Filter results"
        value={filterText}
        onChange={(event) => onFilterChange(event.target.value)}
        style={{ width: 240 }}
      />
    </Space>
  );
}
