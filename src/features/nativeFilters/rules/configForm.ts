/**
 * The filters configuration modal's rules for one item (spec §5, reference §3.6): what a new
 * filter or divider holds, which fields each filter type needs, and the save-time validation with
 * the modal's messages.
 */
import { cascadeCycle } from './cascade';
import { isFilterDivider, type FilterConfigItem, type FilterDivider, type NativeFilterConfig } from './filterTypes';
import { newDividerId, newFilterId } from './filterIds';

const NAME_REQUIRED = 'Name is required';
const TITLE_REQUIRED = 'Title is required';
const DATASET_REQUIRED = 'Dataset is required';
const COLUMN_REQUIRED = 'Column is required';
const CYCLIC_HIERARCHY = 'Cannot create cyclic hierarchy';

export const FILTER_TYPE_OPTIONS = [
  { value: 'filter_select', label: 'Value' },
  { value: 'filter_range', label: 'Numerical range' },
  { value: 'filter_time', label: 'Time range' },
  { value: 'filter_timecolumn', label: 'Time column' },
  { value: 'filter_timegrain', label: 'Time grain' },
] as const;

/** A time range filter works on every chart's own time column, so it names no dataset. */
export function typeNeedsDataset(filterType: string): boolean {
  return filterType !== 'filter_time';
}

/** Only value and range filters filter one column; time column and grain filters pick theirs at use. */
export function typeNeedsColumn(filterType: string): boolean {
  return filterType === 'filter_select' || filterType === 'filter_range';
}

/** Pre-filters, sorting and cascading act on an option query, which only these types run. */
export function typeHasOptionQuery(filterType: string): boolean {
  return filterType === 'filter_select' || filterType === 'filter_range';
}

const DEFAULT_TIME_RANGE = 'No filter';

export function newFilter(): NativeFilterConfig {
  return {
    id: newFilterId(),
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    targets: [{}],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: false,
      inverseSelection: false,
    },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    adhoc_filters: [],
    time_range: DEFAULT_TIME_RANGE,
    granularity_sqla: null,
    sortMetric: null,
    description: '',
    requiredFirst: false,
  };
}

export function newDivider(): FilterDivider {
  return { id: newDividerId(), type: 'DIVIDER', title: '', description: '' };
}

/** Field name → message; empty when the item may be saved. */
export type ItemErrors = Partial<Record<'name' | 'title' | 'dataset' | 'column' | 'parents', string>>;

export function validateItem(item: FilterConfigItem): ItemErrors {
  if (isFilterDivider(item)) return item.title.trim() ? {} : { title: TITLE_REQUIRED };
  const errors: ItemErrors = {};
  if (!item.name.trim()) errors.name = NAME_REQUIRED;
  const target = item.targets[0] ?? {};
  if (typeNeedsDataset(item.filterType) && target.datasetId === undefined) errors.dataset = DATASET_REQUIRED;
  if (typeNeedsColumn(item.filterType) && !target.column?.name) errors.column = COLUMN_REQUIRED;
  return errors;
}

/** Why a save is refused: the item to select and its errors. Null when every item passes. */
interface SaveRefusal {
  id: string;
  errors: Record<string, ItemErrors>;
  /** The refusal is a dependency cycle: focus the parent field. */
  cycle: boolean;
}

/** Field errors first (every invalid item marked, the first selected), then cascade cycles. */
export function saveRefusal(items: readonly FilterConfigItem[]): SaveRefusal | null {
  const errors: Record<string, ItemErrors> = {};
  for (const item of items) {
    const itemErrors = validateItem(item);
    if (Object.keys(itemErrors).length > 0) errors[item.id] = itemErrors;
  }
  const firstInvalid = items.find((item) => errors[item.id]);
  if (firstInvalid) return { id: firstInvalid.id, errors, cycle: false };
  const filters = items.filter((item): item is NativeFilterConfig => !isFilterDivider(item));
  const cyclic = cascadeCycle(filters);
  if (cyclic) return { id: cyclic, errors: { [cyclic]: { parents: CYCLIC_HIERARCHY } }, cycle: true };
  return null;
}
