// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { statementAt } from '../../../src/features/sqlLab/components/currentStatement';

/** The statement under a cursor placed just before `marker`'s first occurrence. */
const statementBefore = (sql: string, marker: string) => statementAt(sql, sql.indexOf(marker)).text;

describe('the statement under the cursor', () => {
  it('reads strings, names and comments as the server splits them', () => {
    expect(statementBefore("SELECT E'\\'; 1'; SELECT 2", '1')).toBe("SELECT E'\\'; 1'");
    expect(statementBefore('SELECT $x$;$x$ AS a; SELECT 2', 'a')).toBe('SELECT $x$;$x$ AS a');
    expect(statementBefore('SELECT 1 /* a /* b */ ; */ AS c; SELECT 2', 'c')).toBe('SELECT 1 /* a /* b */ ; */ AS c');
    expect(statementBefore('SELECT 1 -- a\r; SELECT 2', '2')).toBe('SELECT 2');
  });

  it('keeps a semicolon inside backticks in its statement, for other databases', () => {
    expect(statementBefore('SELECT `a;b` AS c; SELECT 2', 'c')).toBe('SELECT `a;b` AS c');
  });
});
