/** URL helpers: absolute-or-relative, and joining paths under the application root. */

// Groups: 1 scheme ("https:"), 2 the "//" that starts an authority, 3 host (anything before
// the first "/", "?" or "#"). This is the generic URI split (RFC 3986, appendix B).
const URL_PARTS = /^([^:/?#]+:)?(?:(\/\/)?([^/?#]*))?([^?#]+)?(\?[^#]*)?(#.*)?/;

/**
 * A URL is absolute when it has a scheme, starts with '//', or has a host, as Superset's
 * isUrlExternal decides: 'https://x', 'mailto:a@b', '//cdn/x' and 'www.example.com/x' are
 * absolute; '/superset/x', '?a=1' and '#top' are not. A bare word such as 'dashboard/1' also
 * counts as a host here (Superset's rule), so callers pass app paths with a leading '/'.
 */
export function isAbsoluteUrl(url: string): boolean {
  const match = URL_PARTS.exec(url) ?? [];
  return Boolean(match[1]) || match[2] === '//' || Boolean(match[3]);
}

/** Superset's name for the same rule. */
export const isUrlExternal = isAbsoluteUrl;

/**
 * An absolute URL made usable as an `<a href>`: a host without scheme or '//' gets '//' in
 * front ('www.example.com' → '//www.example.com'); anything else is returned unchanged.
 */
export function toLinkHref(url: string): string {
  const match = URL_PARTS.exec(url) ?? [];
  if (isAbsoluteUrl(url) && !match[1] && !url.startsWith('//')) return `//${url}`;
  return url;
}

/** '/', '' and '/superset/' become '' and '/superset': a root with no trailing slash. */
export function normalizeAppRoot(appRoot: string | undefined | null): string {
  if (!appRoot) return '';
  const trimmed = appRoot.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** True when the URL names its own scheme ('https:', 'mailto:') or authority ('//host'). */
function hasSchemeOrAuthority(url: string): boolean {
  const match = URL_PARTS.exec(url) ?? [];
  return Boolean(match[1]) || match[2] === '//';
}

/**
 * Puts `path` under the application root, once: a path that already starts with the root is
 * left alone (Superset strips a doubled prefix); URLs with a scheme or '//' are never prefixed.
 * A path without a leading '/' is taken as relative to the root ('api/v1/x' → '/root/api/v1/x').
 */
export function withAppRoot(path: string, appRoot: string | undefined | null): string {
  if (hasSchemeOrAuthority(path)) return path;
  const root = normalizeAppRoot(appRoot);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (!root) return rooted;
  if (rooted === root || rooted.startsWith(`${root}/`) || rooted.startsWith(`${root}?`)) {
    return rooted;
  }
  return `${root}${rooted}`;
}
