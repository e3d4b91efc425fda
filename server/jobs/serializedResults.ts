/**
 * The latest stored results, kept in memory as the JSON they were written as (UTF-8 bytes). A big
 * result (100,000 rows is tens of MB of JSON) is serialised and encoded once when its run ends:
 * the file and every reply are those same bytes, never parsed back and serialised again while held.
 */
export interface SerializedResults {
  /** `JSON.stringify` of the stored payload, UTF-8 encoded. */
  json: Buffer;
  /** Rows in the payload's `data`. */
  rowCount: number;
  expiresAtMs: number;
}

/** Whole results are held up to this many bytes in all, newest first. */
const DEFAULT_BUDGET_BYTES = 256 * 1024 * 1024;

export class SerializedResultsMemory {
  private readonly entries = new Map<string, SerializedResults>();
  private heldBytes = 0;

  constructor(private readonly budgetBytes: number = DEFAULT_BUDGET_BYTES) {}

  remember(key: string, entry: SerializedResults): void {
    if (entry.json.length > this.budgetBytes) return;
    this.forget(key);
    this.entries.set(key, entry);
    this.heldBytes += entry.json.length;
    // Oldest first out (a Map iterates in insertion order).
    for (const [oldKey, old] of this.entries) {
      if (this.heldBytes <= this.budgetBytes) break;
      this.entries.delete(oldKey);
      this.heldBytes -= old.json.length;
    }
  }

  /** The entry, unless unknown or expired at `now`. */
  recall(key: string, now: number): SerializedResults | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAtMs <= now) {
      this.forget(key);
      return null;
    }
    return entry;
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.json.length;
  }
}

/**
 * A reply body: the payload's fields followed by `extra` fields, as `{...payload, ...extra}`
 * would serialise, without serialising the payload again (one copy of its bytes).
 */
export function jsonWithExtraFields(payloadJson: Buffer, extra: Record<string, unknown>): Buffer {
  const tail = JSON.stringify(extra).slice(1, -1);
  if (tail === '') return payloadJson;
  const head = payloadJson.subarray(0, payloadJson.length - 1);
  const emptyPayload = head.length === 1;
  return Buffer.concat([head, Buffer.from(`${emptyPayload ? '' : ','}${tail}}`)]);
}
