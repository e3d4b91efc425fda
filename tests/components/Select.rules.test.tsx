import { describe, expect, it } from 'vitest';
import {
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
  visibleOptions,
  withTypedOption,
  type SelectOption,
} from '../../src/components/Select/rules';

const colors: SelectOption[] = [
  { label: 'Red', value: 'red' },
  { label: 'Blue', value: 'blue' },
  { label: 'Green', value: 'green' },
  { label: 'Grey', value: 'grey', disabled: true },
];

describe('splitPastedText', () => {
  it('splits on comma, newline, tab or semicolon, trimming and dropping empties and repeats', () => {
    expect(splitPastedText('a, b\nc\td;e;;a')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('uses the separators it is given', () => {
    expect(splitPastedText('a|b,c', ['|'])).toEqual(['a', 'b,c']);
  });
});

describe('resolvePastedValues', () => {
  it('selects options matching by value or label and drops the rest when new options are not allowed', () => {
    expect(resolvePastedValues(['red', 'Blue', 'purple'], colors, false)).toEqual(['red', 'blue']);
  });

  it('keeps unmatched pieces as new values when new options are allowed', () => {
    expect(resolvePastedValues(['red', 'purple'], colors, true)).toEqual(['red', 'purple']);
  });

  it('never selects a disabled option', () => {
    expect(resolvePastedValues(['grey'], colors, true)).toEqual([]);
  });
});

describe('mergeValues', () => {
  it('appends without repeats', () => {
    expect(mergeValues(['red'], ['blue', 'red'])).toEqual(['red', 'blue']);
  });
});

describe('withTypedOption', () => {
  it('offers the typed text as a new option only when allowed', () => {
    expect(withTypedOption(colors, 'purple', true)[0]).toEqual({ label: 'purple', value: 'purple' });
    expect(withTypedOption(colors, 'purple', false)).toBe(colors);
  });

  it('does not offer text an option already has', () => {
    expect(withTypedOption(colors, 'Red', true)).toBe(colors);
    expect(withTypedOption(colors, '  ', true)).toBe(colors);
  });
});

describe('filterOptions', () => {
  it('matches label or value, ignoring case', () => {
    expect(filterOptions(colors, 'GR').map((option) => option.value)).toEqual(['green', 'grey']);
    expect(filterOptions(colors, '')).toBe(colors);
  });
});

describe('optionsForUnknownValues', () => {
  it('labels selected values that no option has', () => {
    expect(optionsForUnknownValues(['red', 'purple'], colors)).toEqual([{ label: 'purple', value: 'purple' }]);
  });
});

describe('shouldShowSelectAll', () => {
  it('shows in multiple mode with more than one enabled option and no search text', () => {
    expect(shouldShowSelectAll('multiple', colors, '')).toBe(true);
  });

  it('hides in single mode', () => {
    expect(shouldShowSelectAll('single', colors, '')).toBe(false);
  });

  it('hides with search text', () => {
    expect(shouldShowSelectAll('multiple', colors, 're')).toBe(false);
  });

  it('hides with one enabled option, however many are disabled', () => {
    const oneEnabled = [colors[0], { ...colors[1], disabled: true }, colors[3]];
    expect(shouldShowSelectAll('multiple', oneEnabled, '')).toBe(false);
  });
});

describe('select all', () => {
  it('selects every enabled option and keeps disabled ones already selected', () => {
    expect(selectAllValues(colors, ['grey'])).toEqual(['grey', 'red', 'blue', 'green']);
    expect(selectAllValues(colors, [])).toEqual(['red', 'blue', 'green']);
  });

  it('deselecting all keeps only disabled selected options', () => {
    expect(deselectAllValues(colors, ['grey', 'red'])).toEqual(['grey']);
  });

  it('knows when every enabled option is selected', () => {
    expect(areAllEnabledSelected(colors, ['red', 'blue', 'green'])).toBe(true);
    expect(areAllEnabledSelected(colors, ['red', 'blue'])).toBe(false);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 250 }, (_, index) => ({ label: `o${index}`, value: index }));

  it('shows pages of the given size', () => {
    expect(visibleOptions(many, 1, 100)).toHaveLength(100);
    expect(visibleOptions(many, 2, 100)).toHaveLength(200);
    expect(visibleOptions(many, 3, 100)).toHaveLength(250);
  });

  it('loads more once scrolled past 70 percent of the scrollable distance', () => {
    expect(isScrolledPastThreshold({ scrollTop: 701, scrollHeight: 1200, clientHeight: 200 })).toBe(true);
    expect(isScrolledPastThreshold({ scrollTop: 700, scrollHeight: 1200, clientHeight: 200 })).toBe(false);
    expect(isScrolledPastThreshold({ scrollTop: 0, scrollHeight: 200, clientHeight: 200 })).toBe(false);
  });
});

describe('keepValuesAmongChoices', () => {
  it('drops a single value not among the choices', () => {
    expect(keepValuesAmongChoices('purple', colors, 'single')).toBeUndefined();
    expect(keepValuesAmongChoices('red', colors, 'single')).toBe('red');
  });

  it('keeps only the valid values of a multiple select', () => {
    expect(keepValuesAmongChoices(['red', 'purple', 'blue'], colors, 'multiple')).toEqual(['red', 'blue']);
    expect(keepValuesAmongChoices(null, colors, 'multiple')).toEqual([]);
  });
});
