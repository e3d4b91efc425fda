/**
 * antd's Select with Superset's behaviours: paste to select many, new options on demand,
 * 'Select All', options shown in pages of 100 loaded on scroll, and values kept among the
 * choices. The rules live in ./rules.ts.
 */
import {
  useEffect,
  useMemo,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type ReactNode,
  type UIEvent,
} from 'react';
import { Select as AntdSelect, type SelectProps as AntdSelectProps } from 'antd';
import { SELECT_DEFAULT_MAX_TAG_COUNT, SELECT_PAGE_SIZE } from '../../constants';
import {
  DEFAULT_TOKEN_SEPARATORS,
  SELECT_ALL_LABEL,
  SELECT_ALL_VALUE,
  areAllEnabledSelected,
  deselectAllValues,
  filterOptions,
  isScrolledPastThreshold,
  keepValuesAmongChoices,
  mergeValues,
  optionsForUnknownValues,
  resolvePastedValues,
  selectAllValues,
  shouldShowSelectAll,
  splitPastedText,
  toValueList,
  visibleOptions,
  withTypedOption,
  type SelectMode,
  type SelectOption,
  type SelectRawValue,
} from './rules';

export type SelectValue = SelectRawValue | SelectRawValue[] | undefined;

interface SelectProps {
  /** Accessible name of the input; plain words. */
  ariaLabel: string;
  options: SelectOption[];
  /** Default 'single'. */
  mode?: SelectMode;
  /** A value for 'single', a list for 'multiple'. */
  value?: SelectRawValue | SelectRawValue[] | null;
  /** Called with a value (or undefined) in 'single' mode and a list in 'multiple' mode. */
  onChange?: (value: SelectValue) => void;
  /** Typed or pasted text may become an option of its own. Default false. */
  allowNewOptions?: boolean;
  /** Offer 'Select All' in 'multiple' mode. Default true. */
  allowSelectAll?: boolean;
  /** Where pasted text is cut. Default comma, newline, tab and semicolon. */
  tokenSeparators?: string[];
  /** Options shown per page; more load on scroll. Default 100. */
  pageSize?: number;
  /** Tags shown before '+ N'. Default 4. */
  maxTagCount?: number;
  /** Shown above the select. */
  header?: ReactNode;
  placeholder?: ReactNode;
  disabled?: boolean;
  allowClear?: boolean;
  loading?: boolean;
  notFoundContent?: ReactNode;
  /** antd's virtual list; default true. */
  virtual?: boolean;
  onOpenChange?: (open: boolean) => void;
  id?: string;
  className?: string;
  style?: CSSProperties;
}

type AntdLabelRender = NonNullable<AntdSelectProps['labelRender']>;

const containerStyle: CSSProperties = { display: 'flex', flexDirection: 'column', width: '100%' };

export function Select({
  ariaLabel,
  options,
  mode = 'single',
  value,
  onChange,
  allowNewOptions = false,
  allowSelectAll = true,
  tokenSeparators = DEFAULT_TOKEN_SEPARATORS,
  pageSize = SELECT_PAGE_SIZE,
  maxTagCount = SELECT_DEFAULT_MAX_TAG_COUNT,
  header,
  placeholder,
  disabled,
  allowClear,
  loading,
  notFoundContent,
  virtual,
  onOpenChange,
  id,
  className,
  style,
}: SelectProps) {
  const isMultiple = mode === 'multiple';
  const [selected, setSelected] = useState<SelectRawValue[]>(() => toValueList(value));
  const [searchText, setSearchText] = useState('');
  const [pagesLoaded, setPagesLoaded] = useState(1);

  useEffect(() => {
    setSelected(toValueList(value));
  }, [value]);

  // Values a user created stay listed (and labelled) while selected.
  const allOptions = useMemo(
    () => (allowNewOptions ? [...optionsForUnknownValues(selected, options), ...options] : options),
    [allowNewOptions, options, selected],
  );
  const listedOptions = useMemo(
    () => withTypedOption(filterOptions(allOptions, searchText), searchText, allowNewOptions),
    [allOptions, allowNewOptions, searchText],
  );
  const pagedOptions = visibleOptions(listedOptions, pagesLoaded, pageSize);
  const showSelectAll = allowSelectAll && shouldShowSelectAll(mode, allOptions, searchText);
  const antdOptions = showSelectAll
    ? [{ label: SELECT_ALL_LABEL, value: SELECT_ALL_VALUE }, ...pagedOptions]
    : pagedOptions;

  // Without new options, only values among the choices are shown.
  const shownValue = allowNewOptions
    ? isMultiple
      ? selected
      : selected[0]
    : keepValuesAmongChoices(isMultiple ? selected : selected[0], options, mode);

  const labelByValue = useMemo(
    () => new Map(allOptions.map((option) => [String(option.value), option.label])),
    [allOptions],
  );
  const labelRender: AntdLabelRender = (item) =>
    labelByValue.get(String(item.value)) ?? item.label ?? String(item.value);

  function commit(next: SelectRawValue[]) {
    setSelected(next);
    setSearchText('');
    onChange?.(isMultiple ? next : next[0]);
  }

  function handleChange(next: SelectRawValue | SelectRawValue[] | null | undefined) {
    const nextValues = toValueList(next);
    if (!nextValues.includes(SELECT_ALL_VALUE)) {
      commit(nextValues);
      return;
    }
    commit(
      areAllEnabledSelected(options, selected)
        ? deselectAllValues(options, selected)
        : selectAllValues(options, selected),
    );
  }

  function handleSearch(text: string) {
    setSearchText(text);
    setPagesLoaded(1);
  }

  function handleOpenChange(open: boolean) {
    if (!open) {
      setSearchText('');
      setPagesLoaded(1);
    }
    onOpenChange?.(open);
  }

  function handlePopupScroll(event: UIEvent<HTMLDivElement>) {
    const list = event.currentTarget;
    if (pagedOptions.length < listedOptions.length && isScrolledPastThreshold(list)) {
      setPagesLoaded((pages) => pages + 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLDivElement>) {
    if (!isMultiple || disabled) return;
    const pieces = splitPastedText(event.clipboardData.getData('text'), tokenSeparators);
    const values = resolvePastedValues(pieces, allOptions, allowNewOptions);
    // One piece that matches nothing is left to the search box, as a normal paste.
    if (values.length === 0 && pieces.length <= 1) return;
    event.preventDefault();
    event.stopPropagation();
    if (values.length > 0) commit(mergeValues(selected, values));
  }

  return (
    <div style={containerStyle} onPasteCapture={handlePaste}>
      {header && <div className="tessera-select-header">{header}</div>}
      <AntdSelect<SelectRawValue | SelectRawValue[]>
        id={id}
        className={className}
        style={{ width: '100%', ...style }}
        aria-label={ariaLabel}
        mode={isMultiple ? 'multiple' : undefined}
        value={shownValue}
        options={antdOptions}
        onChange={handleChange}
        showSearch={{ searchValue: searchText, onSearch: handleSearch, filterOption: false }}
        onOpenChange={handleOpenChange}
        onPopupScroll={handlePopupScroll}
        labelRender={labelRender}
        maxTagCount={isMultiple ? maxTagCount : undefined}
        placeholder={placeholder}
        disabled={disabled}
        allowClear={allowClear}
        loading={loading}
        notFoundContent={notFoundContent}
        virtual={virtual}
      />
    </div>
  );
}
