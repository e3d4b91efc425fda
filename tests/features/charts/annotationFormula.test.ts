// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaError } from '../../../src/features/charts/annotations/formula';

describe('formula annotation expressions', () => {
  it.each([
    ['2*x+1', 3, 7],
    ['x^2', 3, 9],
    ['2^3^2', 0, 512],
    ['-x^2', 3, -9],
    ['2x + 3(x-1)', 2, 7],
    ['(x + 1) / 2', 5, 3],
    ['x % 4', 10, 2],
    ['max(x, 10) + min(1, 2)', 3, 11],
    ['sqrt(x) * pi', 4, 2 * Math.PI],
    ['1.5e3 + .5', 0, 1500.5],
    ['x ** 2', 4, 16],
  ])('%s at x=%d is %d', (expression, x, expected) => {
    expect(compileFormula(expression)(x)).toBeCloseTo(expected);
  });

  it('refuses what is not an expression in x, never running code', () => {
    for (const bad of ['', 'y + 1', 'alert(1)', '2 +', '(x', 'x)', 'constructor', 'x; 1', 'Math.max(1)']) {
      expect(() => compileFormula(bad), bad).toThrow(FormulaError);
    }
  });
});
