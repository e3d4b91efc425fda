import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useGetDashboardRelatedQuery, type DashboardRelation } from '../../api/dashboardList';
import { REMOTE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../components/RemoteSearchSelect';
import { SELECT_PAGE_SIZE } from '../../constants';

interface RelatedMultiSelectProps {
  relation: DashboardRelation;
  ariaLabel: string;
  value: number[];
  /** Names of the ids chosen so far (the dashboard's owners or roles, and those picked since). */
  knownLabels: Record<number, string>;
  /** The chosen ids, with the names they were listed by (so a chosen one keeps its name). */
  onChange: (ids: number[], labels: Record<number, string>) => void;
  disabled?: boolean;
}

/** The owners or roles of a dashboard: several users or roles the server searches by name. */
export function RelatedMultiSelect({
  relation,
  ariaLabel,
  value,
  knownLabels,
  onChange,
  disabled,
}: RelatedMultiSelectProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useGetDashboardRelatedQuery(
    { relation, filter: debouncedSearch, pageSize: SELECT_PAGE_SIZE },
    { skip: disabled },
  );
  const options = useMemo(() => {
    const found = (data ?? []).map((entry) => ({ value: entry.value, label: entry.text }));
    const chosen = value
      .filter((id) => !found.some((option) => option.value === id))
      .map((id) => ({ value: id, label: knownLabels[id] ?? String(id) }));
    return [...chosen, ...found];
  }, [data, knownLabels, value]);

  return (
    <Select<number[]>
      mode="multiple"
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      disabled={disabled}
      loading={isFetching}
      value={value}
      options={options}
      showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
      onChange={(ids) => {
        const labels: Record<number, string> = {};
        for (const option of options) if (ids.includes(option.value)) labels[option.value] = option.label;
        setSearch('');
        onChange(ids, labels);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    />
  );
}
