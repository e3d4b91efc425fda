/**
 * The dashboard's own CSS, applied while the page shows. It is the owners' stylesheet, as in
 * Superset; put in a <style> element as text (never parsed as HTML), removed when leaving.
 */
import { useEffect } from 'react';

export function DashboardCss({ css }: { css: string }) {
  useEffect(() => {
    if (!css.trim()) return;
    const style = document.createElement('style');
    style.dataset.dashboardCss = 'true';
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
  return null;
}
