/** Addresses of the saved query API. */
import rison from 'rison';

/** `url?q=<rison>`. */
export function withRison(url: string, value: unknown): string {
  return `${url}?q=${rison.encode_uri(value)}`;
}
