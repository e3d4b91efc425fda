/** Picks a schema of the tab's database; the refresh button asks the server to re-read the list. */
import { useMemo, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Select } from '../../../components/Select';
import { useGetSchemasQuery } from '../../../api/databases';

interface SchemaSelectorProps {
  dbId: number | null;
  schema: string | null;
  onChange: (schema: string | null) => void;
}

export function SchemaSelector({ dbId, schema, onChange }: SchemaSelectorProps) {
  const [force, setForce] = useState(false);
  const { data, isFetching, refetch } = useGetSchemasQuery({ dbId: dbId ?? 0, force }, { skip: dbId === null });
  const options = useMemo(() => (data ?? []).map((name) => ({ label: name, value: name })), [data]);
  const refresh = () => {
    if (force) void refetch();
    else setForce(true);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        ariaLabel="Select schema"
        placeholder="Select schema"
        options={options}
        value={schema}
        loading={isFetching}
        disabled={dbId === null}
        onChange={(value) => onChange(typeof value === 'string' ? value : null)}
      />
      <Tooltip title="Force refresh schema list">
        <Button aria-label="Refresh schemas" icon={<ReloadOutlined />} onClick={refresh} disabled={dbId === null} />
      </Tooltip>
    </Space.Compact>
  );
}
