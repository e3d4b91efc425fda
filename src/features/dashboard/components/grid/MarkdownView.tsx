import { useEffect, useRef } from 'react';
import type { LayoutComponent } from '../../dashboardLayoutSlice';

/** A markdown component, sanitised (raw HTML escaped when ESCAPE_MARKDOWN_HTML is on). */
export function MarkdownView({
  component,
  widthPx,
  heightPx,
  escapeHtml,
}: {
  component: LayoutComponent;
  widthPx: number;
  heightPx: number;
  escapeHtml: boolean;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const code = String(component.meta.code ?? '');
  useEffect(() => {
    let current = true;
    // The parser and sanitiser load with the first markdown component, not with every dashboard.
    void import('../../rules/markdown').then(({ markdownToSafeFragment }) => {
      if (current) bodyRef.current?.replaceChildren(markdownToSafeFragment(code, escapeHtml));
    });
    return () => {
      current = false;
    };
  }, [code, escapeHtml]);
  return (
    <div
      id={component.id}
      data-test="dashboard-markdown"
      className="dashboard-markdown"
      style={{ width: widthPx, height: heightPx, overflow: 'auto', background: '#fff', padding: 16, flex: 'none' }}
    >
      <div ref={bodyRef} />
    </div>
  );
}
