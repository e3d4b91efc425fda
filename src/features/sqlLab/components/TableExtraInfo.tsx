/**
 * The engine-specific extras of an expanded table (latest partition, partition query, table
 * properties), when its engine reports any; nothing otherwise (and nothing when they cannot be read:
 * the columns above are what the card is for).
 */
import { Button, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useGetTableExtraMetadataQuery } from '../../../api/databases';
import { CopyToClipboard } from '../../../components/CopyToClipboard';
import { tableMetadataQuery } from '../tableMetadata';
import { summarizeTableExtra } from '../tableExtra';
import type { Table } from '../types';

const COPY_PARTITION_QUERY_LABEL = 'Copy the partition query';

export function TableExtraInfo({ table }: { table: Table }) {
  const { data: extra } = useGetTableExtraMetadataQuery(tableMetadataQuery(table));
  const summary = summarizeTableExtra(extra);
  if (!summary) return null;
  return (
    <div
      aria-label={`Table details of ${table.name}`}
      role="group"
      style={{ margin: '2px 0 4px 28px', padding: '2px 6px', background: '#fafafa', fontSize: 12 }}
    >
      {(summary.latestPartition !== null || summary.partitionQuery !== null) && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Latest partition: {summary.latestPartition ?? ''}
          </Typography.Text>
          {summary.partitionQuery !== null && (
            <CopyToClipboard
              text={summary.partitionQuery}
              copyNode={
                <Button
                  type="text"
                  size="small"
                  aria-label={COPY_PARTITION_QUERY_LABEL}
                  title={COPY_PARTITION_QUERY_LABEL}
                  icon={<CopyOutlined />}
                />
              }
            />
          )}
        </div>
      )}
      {summary.properties.map(([key, value]) => (
        <div key={key}>
          <Typography.Text strong style={{ fontSize: 12 }}>
            {key}:
          </Typography.Text>{' '}
          <Typography.Text style={{ fontSize: 12 }}>{value}</Typography.Text>
        </div>
      ))}
    </div>
  );
}
