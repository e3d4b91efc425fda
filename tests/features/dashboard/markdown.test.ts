import { describe, expect, it } from 'vitest';
import { markdownToSafeFragment } from '../../../src/features/dashboard/rules/markdown';

function html(code: string, escape: boolean): string {
  const container = document.createElement('div');
  container.append(markdownToSafeFragment(code, escape));
  return container.innerHTML;
}

describe('dashboard markdown', () => {
  it('renders markdown with tables', () => {
    const out = html('## Notes\n\n| a | b |\n|---|---|\n| 1 | 2 |', true);
    expect(out).toContain('<h2>Notes</h2>');
    expect(out).toContain('<td>1</td>');
  });

  it('shows raw HTML as text when ESCAPE_MARKDOWN_HTML is on', () => {
    const out = html('<b>bold</b>', true);
    expect(out).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(out).not.toContain('<b>');
  });

  it('keeps safe HTML when the flag is off, but never scripts, handlers or javascript: links', () => {
    const out = html(
      '<b>bold</b> <img src="x.png" onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))',
      false,
    );
    expect(out).toContain('<b>bold</b>');
    expect(out).toContain('<img src="x.png">');
    expect(out).not.toMatch(/onerror|<script|javascript:/);
  });

  it('keeps image links', () => {
    expect(html('![logo](https://example.com/logo.png)', true)).toContain('<img src="https://example.com/logo.png"');
  });
});
