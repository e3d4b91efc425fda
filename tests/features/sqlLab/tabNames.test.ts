// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cloneTabName, defaultNewTabSql, newQueryTabName } from '../../../src/features/sqlLab/tabNames';

describe('newQueryTabName', () => {
  it("starts at 'Untitled Query 1'", () => {
    expect(newQueryTabName([])).toBe('Untitled Query 1');
    expect(newQueryTabName(['Revenue'])).toBe('Untitled Query 1');
  });

  it('goes one above the highest number, not the count', () => {
    expect(newQueryTabName(['Untitled Query 3', 'Untitled Query 11', 'Untitled Query 2'])).toBe('Untitled Query 12');
  });

  it('only counts names of exactly that form', () => {
    expect(newQueryTabName(['Untitled Query 9 copy', 'My Untitled Query 5', 'Untitled Query x'])).toBe(
      'Untitled Query 1',
    );
  });
});

describe('cloneTabName', () => {
  it("is 'Copy of %s'", () => {
    expect(cloneTabName('Revenue')).toBe('Copy of Revenue');
  });
});

describe('defaultNewTabSql', () => {
  it('starts with SELECT either way', () => {
    expect(defaultNewTabSql(true).startsWith('SELECT')).toBe(true);
    expect(defaultNewTabSql(false).startsWith('SELECT')).toBe(true);
  });

  it('notes that tabs are not persisted only when backend persistence is off', () => {
    expect(defaultNewTabSql(false)).toMatch(/-- Note: .*browser/);
    expect(defaultNewTabSql(true)).not.toContain('Note');
  });
});
