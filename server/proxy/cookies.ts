import { stripBasePath, type Upstream } from './upstream';

/**
 * Superset's `Set-Cookie` as a cookie of our origin: no `Domain` (it names Superset's host), a
 * `Path` without Superset's base path, and — when the browser talks to us over plain http —
 * no `Secure` (the browser would drop the cookie) and `SameSite=None` turned into `Lax` (allowed
 * only on Secure cookies). The name, the value and every other attribute pass unchanged.
 */
export function rewriteSetCookie(setCookie: string, upstream: Upstream, browserUsesHttps: boolean): string {
  const [nameValue, ...attributes] = setCookie.split(';');
  const kept: string[] = [];
  for (const attribute of attributes) {
    const trimmed = attribute.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf('=');
    const name = (separator === -1 ? trimmed : trimmed.slice(0, separator)).trim().toLowerCase();
    const value = separator === -1 ? '' : trimmed.slice(separator + 1).trim();
    if (name === 'domain') continue;
    if (name === 'path') {
      kept.push(`Path=${stripBasePath(upstream, value || '/') ?? '/'}`);
      continue;
    }
    if (name === 'secure' && !browserUsesHttps) continue;
    if (name === 'samesite' && value.toLowerCase() === 'none' && !browserUsesHttps) {
      kept.push('SameSite=Lax');
      continue;
    }
    kept.push(trimmed);
  }
  return [nameValue.trim(), ...kept].join('; ');
}

export function rewriteSetCookies(
  header: string | string[] | undefined,
  upstream: Upstream,
  browserUsesHttps: boolean,
): string[] {
  if (header === undefined) return [];
  const values = Array.isArray(header) ? header : [header];
  return values.map((value) => rewriteSetCookie(value, upstream, browserUsesHttps));
}
