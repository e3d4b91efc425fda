/** Client-made ids: SQL Lab's client ids are nanoid(11), unique per query on the server. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

export function newClientId(): string {
  return [...randomBytes(11)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
