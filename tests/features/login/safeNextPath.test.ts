import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../../src/features/login/LoginPage';

describe('where the login page sends the user next', () => {
  it('follows same-site paths', () => {
    expect(safeNextPath('/chart/list/?a=1')).toBe('/chart/list/?a=1');
  });
  it('defaults to SQL Lab', () => {
    expect(safeNextPath(null)).toBe('/sqllab/');
    expect(safeNextPath('')).toBe('/sqllab/');
  });
  it('never leaves the site', () => {
    expect(safeNextPath('//evil.example/')).toBe('/sqllab/');
    expect(safeNextPath('https://evil.example/')).toBe('/sqllab/');
    expect(safeNextPath('/\\evil.example')).toBe('/sqllab/');
  });
});
