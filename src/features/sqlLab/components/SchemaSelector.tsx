/**
 * Picks a schema of the tab's database; the refresh button asks the server to re-read the list. A
 * tab without a schema starts on the database's default one once the list is in (once per database:
 * clearing the choice afterwards sticks).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Select } from '../../../components/Select';
import { useGetSchemasQuery } from '../../../api/databases';
import { preselectedSchema } from '../defaultSchema';

interface SchemaSelectorProps {
  dbId: number | null;
  /** The database's engine (`backend`), which names its default schema. */
  backend?: string;
  schema: string | null;
  onChange: (schema: string | null) => void;
}

export function SchemaSelector({ dbId, backend, schema, onChange }: SchemaSelectorProps) {
  const [force, setForce] = useState(false);
  const { data, currentData, isFetching, refetch } = useGetSchemasQuery(
    { dbId: dbId ?? 0, force },
    { skip: dbId === null },
  );
  const preselectedFor = useRef<number | null>(null);
  useEffect(() => {
    // `currentData`: the list of this database (`data` may still be the previous one's).
    if (dbId === null || !currentData || preselectedFor.current === dbId) return;
    if (schema === null && backend === undefined && currentData.length !== 1) return; // the engine is not known yet
    preselectedFor.current = dbId;
    const pick = schema === null ? preselectedSchema(currentData, backend) : null;
    if (pick !== null) onChange(pick);
  }, [dbId, currentData, schema, backend, onChange]);
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
