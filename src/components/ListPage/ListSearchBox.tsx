import { useState } from 'react';
import { Input } from 'antd';

interface ListSearchBoxProps {
  ariaLabel: string;
  /** The search the list starts with. */
  initialValue: string | undefined;
  width: number;
  /** The trimmed text when the user searches; undefined when it is empty. */
  onSearch: (text: string | undefined) => void;
}

/** A list's search box: typing changes nothing until the user searches (Enter, the button or clear). */
export function ListSearchBox({ ariaLabel, initialValue, width, onSearch }: ListSearchBoxProps) {
  const [searchText, setSearchText] = useState(initialValue ?? '');
  return (
    <Input.Search
      allowClear
      aria-label={ariaLabel}
      placeholder="Type a value"
      style={{ width }}
      value={searchText}
      onChange={(event) => setSearchText(event.target.value)}
      onSearch={(value) => onSearch(value.trim() || undefined)}
    />
  );
}
