/**
 * The password inside a database's SQLAlchemy URI (pure): Superset never lets one leave the server,
 * an export writes it as PASSWORD_MASK, and an import of a URI so masked needs the real one.
 */

/** Superset's superset.constants.PASSWORD_MASK. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

/** The start of SQLAlchemy's URL pattern: `dialect+driver://username:password@`. */
const URL_START = /^([\w+]+):\/\/(?:([^:/]*)(?::([^@]*))?@)?/;

function unquote(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URI's password as SQLAlchemy's make_url reads it (unquoted), or null when it has none. */
export function uriPassword(uri: string): string | null {
  const password = URL_START.exec(uri)?.[3];
  return password === undefined ? null : unquote(password);
}

/** The URI as Superset stores and exports it: a password replaced by the mask, an empty one dropped. */
export function maskUriPassword(uri: string): string {
  const match = URL_START.exec(uri);
  const password = match?.[3];
  if (!match || password === undefined) return uri;
  const rest = uri.slice(match[0].length);
  const credentials = password === '' ? (match[2] ?? '') : `${match[2] ?? ''}:${PASSWORD_MASK}`;
  return `${match[1]}://${credentials}@${rest}`;
}
