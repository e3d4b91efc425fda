/** The saved query id in a path or a bulk-delete list; one beyond the INTEGER column (no query has it) reads as -1. */
export function savedQueryIdOf(text: string): number {
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 0 && id <= 2_147_483_647 ? id : -1;
}
