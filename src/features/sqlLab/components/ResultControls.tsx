import { Button, Input, Space } from 'antd';
import { CopyToClipboard } from '../../../components/CopyToClipboard';
import { rowsToTsv, type DataGridColumn, type DataGridRow } from '../../../components/DataGrid';
import type { Query } from '../types';
import { DownloadCsvButton } from './DownloadCsvButton';
import { SaveDatasetButton } from './SaveDatasetButton';

interface ResultControlsProps {
  query: Query;
  columns: readonly DataGridColumn[];
  rows: readonly DataGridRow[];
  canExport: boolean;
  filterText: string;
  onFilterChange: (text: string) => void;
}

/** 'Save dataset', 'Download to CSV' and 'Copy to clipboard' (with can_export_csv on SQLLab), and the filter box. */
export function ResultControls({ query, columns, rows, canExport, filterText, onFilterChange }: ResultControlsProps) {
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
      <Space>
        <SaveDatasetButton query={query} />
        {canExport && <DownloadCsvButton query={query} />}
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
