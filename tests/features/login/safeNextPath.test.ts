// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../../src/features/login/LoginPage';

describe('where the login page sends the user next', () => {
  it('follows same-site paths', () => {
    expect(safeNextPath('/chart/list/?a=1')).toBe('/chart/list/?a=1');
  });
  it('defaults to the home page, which sends each user on to an area their roles open', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });
  it('never leaves the site', () => {
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
  });
});
