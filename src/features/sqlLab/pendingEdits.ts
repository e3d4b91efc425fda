/**
 * Edits held back from the store (the editor sends typed SQL at most every 300 ms) must reach it
 * before the page-hide flush reads the store, whatever order the `pagehide` listeners were added
 * in. Holders of such edits register a flush here; the page-hide flush calls them first.
 */
const flushes = new Set<() => void>();

/** Registers a flush of held-back edits; returns its removal. */
export function registerPendingEdits(flush: () => void): () => void {
  flushes.add(flush);
  return () => {
    flushes.delete(flush);
  };
}

/** Sends every held-back edit to the store now. */
export function flushPendingEdits(): void {
  for (const flush of Array.from(flushes)) flush();
}
