// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  newDivider,
  newFilter,
  saveRefusal,
  validateItem,
} from '../../../../src/features/nativeFilters/rules/configForm';
import { columnChoices } from '../../../../src/features/nativeFilters/rules/configFormColumns';
import type { NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';

const filter = (patch: Partial<NativeFilterConfig>): NativeFilterConfig => ({
  ...newFilter(),
  name: 'Region',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  ...patch,
});

describe('a filter item', () => {
  it('needs a name', () => {
    expect(validateItem(filter({ name: '  ' }))).toEqual({ name: 'Name is required' });
  });

  it('needs a dataset and a column when its type filters a column', () => {
    expect(validateItem(filter({ targets: [{}] }))).toEqual({
      dataset: 'Dataset is required',
      column: 'Column is required',
    });
    expect(validateItem(filter({ filterType: 'filter_range', targets: [{ datasetId: 7 }] }))).toEqual({
      column: 'Column is required',
    });
  });

  it('needs only a dataset for time column and time grain filters, nothing for a time range', () => {
    expect(validateItem(filter({ filterType: 'filter_timegrain', targets: [{}] }))).toEqual({
      dataset: 'Dataset is required',
    });
    expect(validateItem(filter({ filterType: 'filter_timecolumn', targets: [{ datasetId: 7 }] }))).toEqual({});
    expect(validateItem(filter({ filterType: 'filter_time', targets: [{}] }))).toEqual({});
  });

  it('a divider needs a title', () => {
    expect(validateItem(newDivider())).toEqual({ title: 'Title is required' });
    expect(validateItem({ ...newDivider(), title: 'Time' })).toEqual({});
  });
});

describe('save refusal', () => {
  it('selects the first invalid item in display order and marks every invalid one', () => {
    const items = [filter({ id: 'A' }), filter({ id: 'B', name: '' }), filter({ id: 'C', targets: [{}] })];
    expect(saveRefusal(items)).toEqual({
      id: 'B',
      cycle: false,
      errors: { B: { name: 'Name is required' }, C: { dataset: 'Dataset is required', column: 'Column is required' } },
    });
  });

  it("refuses a cascade cycle on its first filter's parent field", () => {
    const items = [
      filter({ id: 'A' }),
      newDivider(),
      filter({ id: 'B', cascadeParentIds: ['C'] }),
      filter({ id: 'C', cascadeParentIds: ['B'] }),
    ].map((item) => (item.type === 'DIVIDER' ? { ...item, title: 'Section' } : item));
    expect(saveRefusal(items)).toEqual({
      id: 'B',
      cycle: true,
      errors: { B: { parents: 'Cannot create cyclic hierarchy' } },
    });
  });

  it('lets valid items with a parent chain through', () => {
    expect(saveRefusal([filter({ id: 'A' }), filter({ id: 'B', cascadeParentIds: ['A'] })])).toBeNull();
  });
});

describe('column choices', () => {
  const columns = [
    { column_name: 'region', type_generic: 1 as const },
    { column_name: 'amount', type_generic: 'numeric' as const },
    { column_name: 'ordered_at', is_dttm: true, type_generic: 2 as const },
    { column_name: 'hidden', type_generic: 1 as const, filterable: false },
  ];
  it('offers filterable columns to a value filter, numeric ones to a range, temporal ones for a time column', () => {
    const names = (filterType: string) => columnChoices(columns, filterType).map((column) => column.column_name);
    expect(names('filter_select')).toEqual(['region', 'amount', 'ordered_at']);
    expect(names('filter_range')).toEqual(['amount']);
    expect(names('filter_timecolumn')).toEqual(['ordered_at']);
  });
});
