/**
 * The CSS editor's live preview when the caller applies no CSS itself: one style element at the
 * end of <head>, so its rules win over the dashboard's own, removed when the editor closes.
 */
const CSS_PREVIEW_ATTRIBUTE = 'data-dashboard-css-preview';

export function applyPreviewCss(css: string, doc: Document = document): void {
  let style = doc.head.querySelector<HTMLStyleElement>(`style[${CSS_PREVIEW_ATTRIBUTE}]`);
  if (!style) {
    style = doc.createElement('style');
    style.setAttribute(CSS_PREVIEW_ATTRIBUTE, '');
    doc.head.appendChild(style);
  }
  style.textContent = css;
}

export function removePreviewCss(doc: Document = document): void {
  doc.head.querySelector(`style[${CSS_PREVIEW_ATTRIBUTE}]`)?.remove();
}
