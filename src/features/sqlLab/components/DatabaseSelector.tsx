/** Picks the tab's database among those exposed in SQL Lab. */
import { useMemo } from 'react';
import { Select } from '../../../components/Select';
import { SQLLAB_DATABASES_QUERY, useGetDatabasesQuery } from '../../../api/databases';

interface DatabaseSelectorProps {
  dbId: number | null;
  onChange: (dbId: number) => void;
}

export function DatabaseSelector({ dbId, onChange }: DatabaseSelectorProps) {
  const { data, isFetching } = useGetDatabasesQuery(SQLLAB_DATABASES_QUERY);
  const options = useMemo(
    () => (data?.result ?? []).map((database) => ({ label: database.database_name, value: database.id })),
    [data],
  );
  return (
    <Select
      ariaLabel="Select database"
      placeholder="Select database"
      options={options}
      value={dbId}
      loading={isFetching}
      onChange={(value) => {
        if (typeof value === 'number') onChange(value);
      }}
    />
  );
}
