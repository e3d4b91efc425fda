/**
 * Links built from text the server stores (a dataset's 'Default URL', an error's request-access
 * link): only web addresses and paths on this site become an `href`; `javascript:`, `data:` and
 * the like never do.
 */

const WEB_SCHEMES = new Set(['http:', 'https:']);
// Browsers drop tabs and newlines inside URLs and read a backslash as '/': '/\evil' or
// '/<tab>/evil' would leave the site, 'java<tab>script:' would still be a script.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** A path on this site: one leading '/', no host. */
export function isSitePath(url: string): boolean {
  return /^\/(?!\/)/.test(url) && !UNSAFE_CHARACTERS.test(url);
}

/** The URL when it is safe to link to (an http(s) address or a site path); otherwise undefined. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (!trimmed || UNSAFE_CHARACTERS.test(trimmed)) return undefined;
  if (isSitePath(trimmed)) return trimmed;
  try {
    return WEB_SCHEMES.has(new URL(trimmed).protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
