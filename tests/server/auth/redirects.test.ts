import { describe, expect, it } from 'vitest';
import { loginUrlFor, prefersJson, safeNextPath } from '../../../server/auth/redirects';

describe('login redirects', () => {
  it.each([
    ['/sqllab/', '/sqllab/'],
    ['/explore/?slice_id=1#top', '/explore/?slice_id=1#top'],
    ['/superset/dashboard/7/?native_filters_key=a%20b', '/superset/dashboard/7/?native_filters_key=a%20b'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '',
  ])('replaces %j by the home page', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('builds the login URL that comes back', () => {
    expect(loginUrlFor('/sqllab/?a=1&b=2')).toBe('/login/?next=%2Fsqllab%2F%3Fa%3D1%26b%3D2');
  });

  it('reads whether the Accept header prefers JSON', () => {
    expect(prefersJson('application/json')).toBe(true);
    expect(prefersJson('application/json, text/plain, */*')).toBe(true);
    expect(prefersJson('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
    expect(prefersJson('text/html;q=0.5, application/json')).toBe(true);
    expect(prefersJson('*/*')).toBe(false);
    expect(prefersJson(undefined)).toBe(false);
  });
});
