import { useMemo, useState } from 'react';
import { Select } from 'antd';
import {
  REMOTE_SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
  type RemoteSearchOption,
} from '../../../components/RemoteSearchSelect';
import { useUserOptions } from './useUserOptions';

interface RoleUsersSelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The users the role has now, so that they show by name before any search. */
  initialUsers: RemoteSearchOption[];
  loading?: boolean;
  disabled?: boolean;
}

/** A role's users: many usernames, searched on the server as the admin types. */
export function RoleUsersSelect({ id, value = [], onChange, initialUsers, loading, disabled }: RoleUsersSelectProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS);
  const found = useUserOptions(debouncedSearch);
  // Every user seen keeps its name, so chosen ones stay labelled while a search lists others.
  const [seen, setSeen] = useState<Map<number, string>>(() => new Map());
  const options = useMemo(() => {
    const labels = new Map<number, string>(seen);
    for (const option of [...initialUsers, ...found.options]) labels.set(option.value, option.label);
    const chosen = value.filter((userId) => !found.options.some((option) => option.value === userId));
    return [
      ...chosen.map((userId) => ({ value: userId, label: labels.get(userId) ?? `#${userId}` })),
      ...found.options,
    ];
  }, [found.options, initialUsers, seen, value]);

  return (
    <Select<number[]>
      id={id}
      aria-label="Users"
      mode="multiple"
      placeholder="Select users"
      loading={loading || found.loading}
      disabled={disabled}
      value={value}
      options={options}
      showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
      onChange={(next) => {
        setSeen(
          (current) =>
            new Map([...current, ...options.map((option): [number, string] => [option.value, option.label])]),
        );
        setSearch('');
        onChange?.(next);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    />
  );
}
