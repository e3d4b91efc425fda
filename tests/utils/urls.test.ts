// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, isUrlExternal, normalizeAppRoot, toLinkHref, withAppRoot } from '../../src/utils/urls';

describe('isAbsoluteUrl', () => {
  it("is true with a scheme, a leading '//' or a host", () => {
    for (const url of ['https://superset.apache.org', 'mailto:a@b.c', '//cdn.example.com/x', 'www.example.com/x']) {
      expect(isAbsoluteUrl(url)).toBe(true);
    }
  });

  it('is false for paths, queries and fragments on this site', () => {
    for (const url of ['/superset/dashboard/1/', '?a=1', '#top', '']) expect(isAbsoluteUrl(url)).toBe(false);
  });

  it("is Superset's isUrlExternal", () => {
    expect(isUrlExternal).toBe(isAbsoluteUrl);
  });
});

describe('toLinkHref', () => {
  it("puts '//' before a bare host so a link leaves the site", () => {
    expect(toLinkHref('www.example.com/x')).toBe('//www.example.com/x');
    expect(toLinkHref('https://example.com')).toBe('https://example.com');
    expect(toLinkHref('/sqllab/')).toBe('/sqllab/');
  });
});

describe('withAppRoot', () => {
  it('prefixes the root once', () => {
    expect(withAppRoot('/api/v1/x', '/superset/')).toBe('/superset/api/v1/x');
    expect(withAppRoot('/superset/api/v1/x', '/superset')).toBe('/superset/api/v1/x');
    expect(withAppRoot('/supersetfoo/x', '/superset')).toBe('/superset/supersetfoo/x');
    expect(withAppRoot('api/v1/x', '/superset')).toBe('/superset/api/v1/x');
  });

  it('leaves paths alone under the default root and never prefixes full URLs', () => {
    expect(withAppRoot('/api/v1/x', '/')).toBe('/api/v1/x');
    expect(withAppRoot('https://other/x', '/superset')).toBe('https://other/x');
  });

  it('normalises the root', () => {
    expect(normalizeAppRoot('/')).toBe('');
    expect(normalizeAppRoot('superset/')).toBe('/superset');
  });
});
