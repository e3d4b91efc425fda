import { describe, expect, it } from 'vitest';
import type { Cell, QueryResult } from '../../../server/engines/types';
import { AlertEvaluationError, evaluateAlert } from '../../../server/services/report/run';

function result(rows: Cell[][], columnNames: string[] = ['value']): QueryResult {
  return {
    columns: columnNames.map((name) => ({
      column_name: name,
      name,
      type: 'DOUBLE',
      type_generic: 'numeric',
      is_dttm: false,
    })),
    rows: rows.map((cells) => Object.fromEntries(columnNames.map((name, index) => [name, cells[index] ?? null]))),
    truncated: false,
  };
}

const operator = (op: string, threshold: number): string => JSON.stringify({ op, threshold });

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AlertEvaluationError);
    return (error as Error).message;
  }
  throw new Error('expected the evaluation to fail');
}

describe('alert validation', () => {
  it.each([
    ['>', 5, 10, true],
    ['>', 10, 10, false],
    ['>=', 10, 10, true],
    ['<', 5, 10, false],
    ['<=', 10, 10, true],
    ['==', 10, 10, true],
    ['!=', 10, 10, false],
  ])('operator %s %d on %d triggers: %s', (op, threshold, value, triggered) => {
    expect(evaluateAlert('operator', operator(op, threshold), result([[value]]))).toMatchObject({
      triggered,
      value,
      condition: `${op} ${threshold}`,
    });
  });

  it('reads an empty result as 0 for an operator, and numeric text as a number', () => {
    expect(evaluateAlert('operator', operator('<', 1), result([]))).toMatchObject({ triggered: true, value: 0 });
    expect(evaluateAlert('operator', operator('>', 1), result([['12.5']]))).toMatchObject({
      triggered: true,
      value: 12.5,
    });
    expect(evaluateAlert('operator', operator('>', -1), result([[null]]))).toMatchObject({ triggered: true, value: 0 });
  });

  it('fires a not-null alert on any value but nothing, 0 and NULL', () => {
    expect(evaluateAlert('not null', null, result([['x']]))).toMatchObject({ triggered: true, valueRowJson: 'x' });
    expect(evaluateAlert('not null', null, result([[3]]))).toMatchObject({ triggered: true, valueRowJson: '3' });
    expect(evaluateAlert('not null', null, result([[0]]))).toMatchObject({ triggered: false });
    expect(evaluateAlert('not null', null, result([[null]]))).toMatchObject({ triggered: false, valueRowJson: 'None' });
    expect(evaluateAlert('not null', null, result([]))).toMatchObject({ triggered: false });
  });

  it("refuses more than one row or column with Superset's messages", () => {
    expect(failure(() => evaluateAlert('operator', operator('>', 1), result([[1], [2]])))).toBe(
      'Alert query returned more than one row. 2 rows returned',
    );
    expect(failure(() => evaluateAlert('not null', null, result([[1, 2]], ['a', 'b'])))).toBe(
      'Alert query returned more than one column. 2 columns returned',
    );
  });

  it('refuses a value that is not a number, and a broken validator config', () => {
    expect(failure(() => evaluateAlert('operator', operator('>', 1), result([['abc']])))).toBe(
      'Alert query returned a non-number value.',
    );
    expect(failure(() => evaluateAlert('operator', '{"op": "~", "threshold": 1}', result([[1]])))).toBe(
      'Alert validator config error.',
    );
    expect(failure(() => evaluateAlert('operator', '{"op": ">"}', result([[1]])))).toBe(
      'Alert validator config error.',
    );
    expect(failure(() => evaluateAlert('operator', 'not json', result([[1]])))).toBe('Alert validator config error.');
  });
});
