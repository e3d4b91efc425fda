import { DEFAULT_LANDING_PATH } from '../auth/redirects';
import { stripBasePath, type Upstream } from './upstream';

/** Superset pages that only greet the user (the app has no such page): the app's home stands in. */
const SUPERSET_LANDING_PATHS = new Set(['/superset/welcome/', '/superset/welcome']);

/**
 * A URL of Superset's (absolute on its origin, or relative to its root) as a path on our origin;
 * null when it points elsewhere. `ownOrigin` is accepted too: a Superset behind ProxyFix builds
 * absolute URLs with the host we forwarded.
 */
function toOurPath(target: string, upstream: Upstream, ownOrigin: string | null): string | null {
  let resolved: URL;
  try {
    resolved = new URL(target, `${upstream.origin}/`);
  } catch {
    return null;
  }
  const onUpstream = resolved.origin === upstream.origin;
  if (!onUpstream && resolved.origin !== ownOrigin) return null;
  const pathname = onUpstream ? stripBasePath(upstream, resolved.pathname) : resolved.pathname;
  if (pathname === null) return null;
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Superset's `Location` header as the browser must see it on our origin: Superset's absolute URLs
 * become paths here, a `next` parameter that names Superset's origin becomes a path too (its login
 * page sends `next=http://superset/sqllab/`), and Superset's welcome page becomes the app's landing page (which sends each user on to the first
 * area their roles open).
 * Locations on other sites are left alone.
 */
export function rewriteLocation(location: string, upstream: Upstream, ownOrigin: string | null): string {
  const path = toOurPath(location, upstream, ownOrigin);
  if (path === null) return location;
  const url = new URL(path, 'http://tessera.invalid');
  if (SUPERSET_LANDING_PATHS.has(url.pathname)) return DEFAULT_LANDING_PATH;
  const next = url.searchParams.get('next');
  if (next && /^[a-z][a-z0-9+.-]*:/i.test(next)) {
    const nextPath = toOurPath(next, upstream, ownOrigin);
    if (nextPath !== null) url.searchParams.set('next', nextPath);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
