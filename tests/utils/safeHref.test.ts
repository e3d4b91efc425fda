// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSitePath, safeHref } from '../../src/utils/safeHref';

describe('safeHref: links from stored text', () => {
  it.each(['/explore/?slice_id=1', 'https://example.com/request-access', 'http://example.com/a?b=c#d'])(
    'keeps %s',
    (url) => {
      expect(safeHref(url)).toBe(url);
    },
  );

  it.each([
    'javascript:window.__xss=1',
    'JavaScript:window.__xss=1',
    ' javascript:window.__xss=1',
    'java\tscript:window.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    'vbscript:msgbox(1)',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('knows a path on this site', () => {
    expect(isSitePath('/sqllab/')).toBe(true);
    expect(isSitePath('//host/')).toBe(false);
    expect(isSitePath('/\\host')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
  });
});
