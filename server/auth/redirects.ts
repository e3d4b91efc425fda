/**
 * Where a successful login lands when no (acceptable) `next` is given: the app's home, which sends
 * each user on to the first area their roles open (a Gamma user has no SQL Lab).
 */
export const DEFAULT_LANDING_PATH = '/';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `next` when it is a same-origin relative path (one leading `/`, no scheme, no backslash, no
 * control characters); otherwise the default landing page. Refuses `//evil.com`, `/\evil.com`,
 * `https://evil.com`.
 */
export function safeNextPath(next: string | undefined | null): string {
  if (!next) return DEFAULT_LANDING_PATH;
  if (!next.startsWith('/') || next.startsWith('//')) return DEFAULT_LANDING_PATH;
  if (next.includes('\\') || hasControlCharacter(next)) return DEFAULT_LANDING_PATH;
  try {
    const resolved = new URL(next, 'http://tessera.invalid');
    if (resolved.origin !== 'http://tessera.invalid') return DEFAULT_LANDING_PATH;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return DEFAULT_LANDING_PATH;
  }
}

/** The login page URL that comes back to `target` afterwards. */
export function loginUrlFor(target: string): string {
  return `/login/?next=${encodeURIComponent(target)}`;
}

/** Whether the Accept header ranks application/json above text/html. */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  let json = 0;
  let html = 0;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (type === 'application/json') json = Math.max(json, weight);
    if (type === 'text/html') html = Math.max(html, weight);
  }
  return json > 0 && json > html;
}
