// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TEMPLATE_PARAMS_NOT_OBJECT_MESSAGE, templateParamsError } from '../../../src/features/sqlLab/templateParams';

describe('templateParamsError', () => {
  it('accepts empty text and JSON objects', () => {
    expect(templateParamsError('')).toBeNull();
    expect(templateParamsError('   ')).toBeNull();
    expect(templateParamsError(null)).toBeNull();
    expect(templateParamsError('{"a": 1, "b": [1, 2]}')).toBeNull();
  });

  it('names a JSON syntax error', () => {
    expect(templateParamsError('{"a": ')).toMatch(/^Invalid template parameters: /);
  });

  it('refuses JSON that is not an object', () => {
    expect(templateParamsError('[1]')).toBe(TEMPLATE_PARAMS_NOT_OBJECT_MESSAGE);
    expect(templateParamsError('3')).toBe(TEMPLATE_PARAMS_NOT_OBJECT_MESSAGE);
    expect(templateParamsError('null')).toBe(TEMPLATE_PARAMS_NOT_OBJECT_MESSAGE);
  });
});
