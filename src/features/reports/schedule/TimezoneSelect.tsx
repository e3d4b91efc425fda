/** A searchable select of IANA time zones. */
import { Select } from 'antd';
import { useMemo } from 'react';
import { timezoneNames } from './timezones';

interface TimezoneSelectProps {
  value: string;
  onChange: (timezone: string) => void;
  id?: string;
}

export function TimezoneSelect({ value, onChange, id }: TimezoneSelectProps) {
  const options = useMemo(() => {
    const names = timezoneNames();
    // A stored zone the browser does not list (an alias) still shows as chosen.
    const all = names.includes(value) ? names : [value, ...names];
    return all.map((name) => ({ value: name, label: name }));
  }, [value]);
  return (
    <Select
      id={id}
      aria-label="Timezone"
      showSearch
      value={value}
      options={options}
      onChange={onChange}
      style={{ width: '100%' }}
    />
  );
}
