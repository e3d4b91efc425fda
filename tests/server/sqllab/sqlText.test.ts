import { describe, expect, it } from 'vitest';
import { SupersetErrorsException } from '../../../server/errors';
import {
  hasMutation,
  isMutatingStatement,
  limitOfStatement,
  replaceLimit,
  splitStatements,
  stripTrailingSemicolons,
} from '../../../server/query/sqlStatements';
import { parseTemplateParams, renderSqlTemplate } from '../../../server/query/sqlTemplate';

const user = { id: 3, username: 'ann', email: 'ann@example.com' };

describe('SQL statements', () => {
  it('splits on top-level semicolons only, dropping empty and comment-only statements', () => {
    expect(splitStatements("SELECT ';' AS a; -- done;\nSELECT $$x;y$$; /* ; */ ;")).toEqual([
      "SELECT ';' AS a",
      '-- done;\nSELECT $$x;y$$',
    ]);
    expect(splitStatements('  ;; ')).toEqual([]);
  });

  it('tells mutating statements from read-only ones', () => {
    for (const sql of [
      'SELECT 1',
      'WITH a AS (SELECT 1) SELECT * FROM a',
      'FROM t',
      "SELECT 'DELETE'",
      'SHOW TABLES',
      'EXPLAIN SELECT 1',
    ]) {
      expect(isMutatingStatement(sql)).toBe(false);
    }
    for (const sql of [
      'DELETE FROM t',
      'insert into t values (1)',
      'CREATE TABLE x AS SELECT 1',
      "ATTACH 'x.db'",
      'SET threads = 1',
      'WITH a AS (SELECT 1) INSERT INTO t SELECT * FROM a',
      'EXPLAIN ANALYZE DELETE FROM t',
    ]) {
      expect(isMutatingStatement(sql)).toBe(true);
    }
    expect(isMutatingStatement('SELEC 1')).toBe(false);
    expect(hasMutation(['SELECT 1', 'DROP TABLE t'])).toBe(true);
  });

  it('reads and replaces the top-level LIMIT only', () => {
    expect(limitOfStatement('SELECT * FROM (SELECT 1 LIMIT 3) LIMIT 10')).toBe(10);
    expect(limitOfStatement('SELECT * FROM (SELECT 1 LIMIT 3) s')).toBeNull();
    expect(limitOfStatement('SELECT 1 LIMIT ?')).toBeNull();
    expect(replaceLimit('SELECT * FROM (SELECT 1 LIMIT 3) LIMIT 10', 11)).toBe(
      'SELECT * FROM (SELECT 1 LIMIT 3) LIMIT 11',
    );
    expect(replaceLimit('SELECT 1', 11)).toBe('SELECT 1');
  });

  it('strips trailing semicolons and whitespace', () => {
    expect(stripTrailingSemicolons('SELECT 1 ; \n;')).toBe('SELECT 1');
  });
});

describe('SQL templates', () => {
  it('substitutes names, nested fields and user macros, and drops comments', () => {
    expect(
      renderSqlTemplate(
        "SELECT {{ a }}, '{{b.c}}', {{ flag }} {# note #}, '{{ current_user_email() }}'",
        { a: 1, b: { c: 'x' }, flag: true },
        user,
      ),
    ).toBe("SELECT 1, 'x', True , 'ann@example.com'");
  });

  it('reports every undefined parameter, sorted', () => {
    try {
      renderSqlTemplate('SELECT {{ z }}, {{ a }}', {}, user);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SupersetErrorsException);
      const [first] = (error as SupersetErrorsException).errors;
      expect(first.message).toMatch(/^The following parameters in your query are undefined: "a", "z"\./);
      expect(first.extra).toMatchObject({ undefined_parameters: ['a', 'z'] });
    }
  });

  it('refuses expressions it does not evaluate', () => {
    expect(() => renderSqlTemplate('SELECT {{ a + 1 }}', { a: 1 }, user)).toThrow(SupersetErrorsException);
    expect(() => renderSqlTemplate('SELECT {{ a.__class__ }}', { a: 1 }, user)).toThrow(SupersetErrorsException);
  });

  it('reads templateParams as a JSON object, else {}', () => {
    expect(parseTemplateParams('{"a": 1}')).toEqual({ a: 1 });
    expect(parseTemplateParams('[1]')).toEqual({});
    expect(parseTemplateParams('nope')).toEqual({});
    expect(parseTemplateParams(null)).toEqual({});
  });
});
