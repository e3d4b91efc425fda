/**
 * The value select (filter_select): the distinct values of the filter's column, narrowed by its
 * pre-filter and its cascade parents, in an antd Select. Searches locally, or on the server with
 * `searchAllOptions`; pasted text is cut into several values; 'Select All' in multiple mode.
 */
import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { REMOTE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../../components/RemoteSearchSelect';
import {
  SELECT_ALL_LABEL,
  SELECT_ALL_VALUE,
  areAllEnabledSelected,
  filterOptions,
  mergeValues,
  optionsForUnknownValues,
  resolvePastedValues,
  shouldShowSelectAll,
  splitPastedText,
  toValueList,
  withTypedOption,
} from '../../../../components/Select/rules';
import { SELECT_DEFAULT_MAX_TAG_COUNT } from '../../../../constants';
import { selectOptionsQueryContext } from '../../rules/filterOptionsQuery';
import type { FilterControlProps } from './filterControlProps';
import { FilterControlError, FilterValueRequired } from './FilterControlMessages';
import { filterMask } from './filterMask';
import { selectOptionsFromResult, selectedValues, type SelectFilterValue } from './selectOptions';
import { useOptionQuery } from './useOptionQuery';

function isCreatable(controlValues: unknown): boolean {
  return typeof controlValues === 'object' && controlValues !== null && 'creatable' in controlValues
    ? controlValues.creatable === true
    : false;
}

export function SelectFilter({
  filter,
  dashboardId,
  mask,
  parentExtraFormData,
  orientation,
  onChange,
}: FilterControlProps) {
  const controls = filter.controlValues ?? {};
  const column = filter.targets[0]?.column?.name ?? '';
  // Superset's value select is multiple unless configured otherwise.
  const multiple = controls.multiSelect !== false;
  const creatable = isCreatable(filter.controlValues);
  const [searchText, setSearchText] = useState('');
  const debouncedSearch = useDebouncedValue(searchText, REMOTE_SEARCH_DEBOUNCE_MS);
  const serverSearch = controls.searchAllOptions ? debouncedSearch.trim() : '';

  const queryContext = useMemo(
    () => selectOptionsQueryContext(filter, { dashboardId, parentExtraFormData }, serverSearch),
    [filter, dashboardId, parentExtraFormData, serverSearch],
  );
  const { data, currentData, isFetching, errorText } = useOptionQuery(queryContext, dashboardId);
  const sort = { sortMetric: filter.sortMetric, sortAscending: controls.sortAscending };
  const options = selectOptionsFromResult(data, column, sort);
  const values = selectedValues(mask.filterState?.value);

  const commit = (next: SelectFilterValue[]) => {
    setSearchText('');
    onChange(filterMask(filter, next, next.length ? next.join(', ') : undefined));
  };

  // defaultToFirstItem: once per loaded result, when nothing is selected (not while searching).
  const autoPickedFrom = useRef<unknown>(null);
  const firstCurrent = currentData && !serverSearch ? selectOptionsFromResult(currentData, column, sort)[0] : undefined;
  const shouldPickFirst = Boolean(controls.defaultToFirstItem) && values.length === 0 && firstCurrent !== undefined;
  useEffect(() => {
    if (!shouldPickFirst || !firstCurrent || autoPickedFrom.current === currentData) return;
    autoPickedFrom.current = currentData;
    onChange(filterMask(filter, [firstCurrent.value], String(firstCurrent.value)), { initial: true });
  }, [shouldPickFirst, firstCurrent, currentData, filter, onChange]);

  // Selected values the query no longer offers stay listed, so they stay shown.
  const allOptions = [...optionsForUnknownValues(values, options), ...options];
  const listed = withTypedOption(filterOptions(allOptions, searchText), searchText, creatable);
  const showSelectAll = shouldShowSelectAll(multiple ? 'multiple' : 'single', options, searchText);
  const antdOptions = showSelectAll ? [{ label: SELECT_ALL_LABEL, value: SELECT_ALL_VALUE }, ...listed] : listed;

  function handleChange(next: SelectFilterValue | SelectFilterValue[] | null | undefined) {
    const nextValues = toValueList(next);
    if (!nextValues.includes(SELECT_ALL_VALUE)) return commit(nextValues);
    const allSelected = areAllEnabledSelected(options, values);
    commit(
      allSelected
        ? []
        : mergeValues(
            values,
            options.map((option) => option.value),
          ),
    );
  }

  function handlePaste(event: ClipboardEvent<HTMLDivElement>) {
    if (!multiple) return;
    const pieces = splitPastedText(event.clipboardData.getData('text'));
    const pasted = resolvePastedValues(pieces, allOptions, creatable);
    // One piece that matches nothing is typed into the search box, as a normal paste.
    if (pasted.length === 0 && pieces.length <= 1) return;
    event.preventDefault();
    event.stopPropagation();
    if (pasted.length > 0) commit(mergeValues(values, pasted));
  }

  const required = Boolean(controls.enableEmptyFilter) && values.length === 0;
  return (
    <div data-test="filter-control-input" onPasteCapture={handlePaste} style={{ width: '100%' }}>
      <Select<SelectFilterValue | SelectFilterValue[]>
        aria-label={filter.name}
        style={{ width: '100%', minWidth: orientation === 'HORIZONTAL' ? 160 : undefined }}
        mode={multiple ? 'multiple' : undefined}
        value={multiple ? values : values[0]}
        options={antdOptions}
        onChange={handleChange}
        showSearch={{ searchValue: searchText, onSearch: setSearchText, filterOption: false }}
        onOpenChange={(open) => (open ? undefined : setSearchText(''))}
        maxTagCount={
          multiple ? (orientation === 'HORIZONTAL' ? 'responsive' : SELECT_DEFAULT_MAX_TAG_COUNT) : undefined
        }
        allowClear
        loading={isFetching}
        status={required ? 'error' : undefined}
      />
      <FilterControlError message={errorText} />
      <FilterValueRequired show={required} />
    </div>
  );
}
