/**
 * A markdown component's HTML (spec charts §6 flag ESCAPE_MARKDOWN_HTML): markdown parsed by
 * `marked`, raw HTML in it shown as text when the flag is on, and the result always sanitised by
 * DOMPurify (no scripts, no event handlers, no javascript: links) into DOM nodes, never into a
 * string the page would parse again.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const plainMarked = new Marked({ gfm: true, breaks: false });
const escapingMarked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

export function markdownToSafeFragment(code: string, escapeRawHtml: boolean): DocumentFragment {
  const parser = escapeRawHtml ? escapingMarked : plainMarked;
  const html = parser.parse(code ?? '', { async: false });
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
}
