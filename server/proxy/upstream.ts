/**
 * The Superset this server fronts, and how its URLs map onto ours: Superset may live under a base
 * path (`https://bi.example.com/superset`), while the app is always served from `/`.
 */
export interface Upstream {
  /** SUPERSET_URL as configured, without a trailing slash. */
  url: string;
  /** `http://host:port` of SUPERSET_URL. */
  origin: string;
  /** SUPERSET_URL's path without a trailing slash ('' at the root). */
  basePath: string;
}

export function parseUpstream(supersetUrl: string): Upstream {
  const url = new URL(supersetUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  return { url: `${url.origin}${basePath}`, origin: url.origin, basePath };
}

/** Our path (`/api/v1/me/`) as Superset's URL. */
export function upstreamUrlFor(upstream: Upstream, pathAndQuery: string): string {
  return `${upstream.origin}${upstream.basePath}${pathAndQuery}`;
}

/** Superset's path without its base path; null when it lies outside of it. */
export function stripBasePath(upstream: Upstream, pathname: string): string | null {
  if (!upstream.basePath) return pathname;
  if (pathname === upstream.basePath) return '/';
  if (pathname.startsWith(`${upstream.basePath}/`)) return pathname.slice(upstream.basePath.length);
  return null;
}
