import { describe, expect, it } from 'vitest';
import { ctasTargetOfScript, planCtas } from '../../../server/jobs/ctas';

const scriptOf = (statements: string[], target: Parameters<typeof planCtas>[1]) =>
  planCtas(statements, target, null).statements.join(';\n');

describe('ctasTargetOfScript (what the examples engine lets write)', () => {
  it('recognises the scripts planCtas writes, with their target', () => {
    expect(ctasTargetOfScript(scriptOf(['SELECT 1 AS x'], { method: 'TABLE', table: 't', schema: 'main' }))).toEqual({
      method: 'TABLE',
      table: 't',
      schema: 'main',
    });
    expect(
      ctasTargetOfScript(scriptOf(['SHOW TABLES', 'SELECT 2'], { method: 'TABLE', table: 'odd "name"', schema: null })),
    ).toEqual({
      method: 'TABLE',
      table: 'odd "name"',
      schema: null,
    });
    expect(ctasTargetOfScript(scriptOf(['SELECT 1'], { method: 'VIEW', table: 'v', schema: 'sales' }))).toEqual({
      method: 'VIEW',
      table: 'v',
      schema: 'sales',
    });
  });

  it('recognises nothing else: other writes, a non-SELECT body, a view after other statements, other spellings', () => {
    for (const sql of [
      'DELETE FROM sales.orders',
      'CREATE TABLE "t" AS\nDELETE FROM x RETURNING *',
      'CREATE TABLE "t" AS\nSELECT 1; DROP TABLE sales.orders',
      'DROP TABLE sales.orders;\nCREATE TABLE "t" AS\nSELECT 1',
      scriptOf(['SET x = 1', 'WITH a AS (SELECT 1) SELECT * FROM a'], { method: 'TABLE', table: 'w', schema: null }),
      'SELECT 1;\nCREATE VIEW "v" AS\nSELECT 1',
      'CREATE OR REPLACE TABLE "t" AS\nSELECT 1',
      'create table t as select 1',
      'SELECT 1',
    ]) {
      expect(ctasTargetOfScript(sql), sql).toBeNull();
    }
  });
});
