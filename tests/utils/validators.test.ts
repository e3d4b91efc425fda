// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateInteger, validateMaxValue, validateNonEmpty } from '../../src/utils/validators';

describe('validateInteger', () => {
  it("rejects non-integers with 'is expected to be an integer'", () => {
    for (const value of ['1.5', 'abc', '12abc', 1.5, '0x10']) {
      expect(validateInteger(value)).toBe('is expected to be an integer');
    }
  });

  it('accepts integers, as numbers or text', () => {
    for (const value of [12, '12', '-3', ' 7 ']) expect(validateInteger(value)).toBe(false);
  });

  it('lets empty values pass (Superset leaves that to validateNonEmpty)', () => {
    for (const value of ['', null, undefined, 0]) expect(validateInteger(value)).toBe(false);
  });
});

describe('validateMaxValue', () => {
  it("rejects a value above the bound with 'Value cannot exceed <max>'", () => {
    expect(validateMaxValue(100001, 100000)).toBe('Value cannot exceed 100000');
    expect(validateMaxValue('51', '50')).toBe('Value cannot exceed 50');
  });

  it('accepts the bound itself, values below it and empty values', () => {
    expect(validateMaxValue(100000, 100000)).toBe(false);
    expect(validateMaxValue(3, 100000)).toBe(false);
    expect(validateMaxValue('', 10)).toBe(false);
  });
});

describe('validateNonEmpty', () => {
  it("rejects null, undefined, '' and [] with 'cannot be empty'", () => {
    for (const value of [null, undefined, '', []]) expect(validateNonEmpty(value)).toBe('cannot be empty');
  });

  it('accepts anything else, including 0 and false', () => {
    for (const value of [0, false, 'a', [1], {}]) expect(validateNonEmpty(value)).toBe(false);
  });
});
