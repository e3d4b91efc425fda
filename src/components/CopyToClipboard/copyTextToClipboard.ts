/**
 * Copies text with the asynchronous Clipboard API, falling back to a hidden textarea and
 * `document.execCommand('copy')` where that API is missing or refused. Rejects when neither works.
 */
export async function copyTextToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, insecure context): the legacy command may still work.
    }
  }
  copyWithHiddenTextarea(text);
}

function copyWithHiddenTextarea(text: string): void {
  if (typeof document.execCommand !== 'function') {
    throw new Error('Copying is not supported by this browser');
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const previousFocus = document.activeElement;
  document.body.appendChild(textarea);
  let copied: boolean;
  try {
    textarea.focus();
    textarea.select();
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
  if (!copied) throw new Error('Copying is not supported by this browser');
}
