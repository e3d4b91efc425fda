import { useState } from 'react';
import { Select } from 'antd';
import { useDebouncedValue } from './useDebouncedValue';

export const REMOTE_SEARCH_DEBOUNCE_MS = 300;

export interface RemoteSearchOption {
  value: number;
  label: string;
}

interface RemoteSearchSelectProps {
  ariaLabel: string;
  placeholder: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** Loads the options for a (debounced) search text. */
  useOptions: (search: string) => { options: RemoteSearchOption[]; loading: boolean };
}

/** A single-choice filter whose options the server searches (owners, datasets). */
export function RemoteSearchSelect({ ariaLabel, placeholder, value, onChange, useOptions }: RemoteSearchSelectProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS);
  const { options, loading } = useOptions(debouncedSearch);
  // The chosen option keeps its label while a search lists other ones.
  const [chosen, setChosen] = useState<RemoteSearchOption | null>(null);
  const shown =
    chosen && value === chosen.value && !options.some((option) => option.value === chosen.value)
      ? [chosen, ...options]
      : options;

  return (
    <Select<number>
      aria-label={ariaLabel}
      placeholder={placeholder}
      style={{ width: 200 }}
      allowClear
      loading={loading}
      value={value}
      options={shown}
      showSearch={{ searchValue: search, onSearch: setSearch, filterOption: false }}
      onChange={(next) => {
        setChosen(shown.find((option) => option.value === next) ?? null);
        setSearch('');
        onChange(next ?? undefined);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
    />
  );
}
