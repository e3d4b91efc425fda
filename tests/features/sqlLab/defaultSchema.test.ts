// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preselectedSchema } from '../../../src/features/sqlLab/defaultSchema';

describe('preselectedSchema', () => {
  it('takes the only schema of a database', () => {
    expect(preselectedSchema(['analytics'], 'trino')).toBe('analytics');
    expect(preselectedSchema(['analytics'], undefined)).toBe('analytics');
  });

  it("takes the engine's default schema when the database has it", () => {
    expect(preselectedSchema(['main', 'sales'], 'duckdb')).toBe('main');
    expect(preselectedSchema(['information_schema', 'public', 'x'], 'postgresql')).toBe('public');
    expect(preselectedSchema(['dbo', 'hr'], 'mssql')).toBe('dbo');
  });

  it('picks nothing when the default is missing, the engine has none, or there are no schemas', () => {
    expect(preselectedSchema(['sales', 'hr'], 'duckdb')).toBeNull();
    expect(preselectedSchema(['a', 'b'], 'mysql')).toBeNull();
    expect(preselectedSchema(['a', 'b'], undefined)).toBeNull();
    expect(preselectedSchema([], 'duckdb')).toBeNull();
  });
});
