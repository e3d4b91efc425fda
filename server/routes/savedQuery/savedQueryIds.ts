import { parsePathId } from '../../http/storedIntegers';

/** The saved query id in a path or a bulk-delete list; one no stored query can have reads as -1. */
export function savedQueryIdOf(text: string): number {
  return parsePathId(text) ?? -1;
}
