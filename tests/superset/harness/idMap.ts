/**
 * Ids differ between the backends: the same object (the examples database, a chart the run
 * created) has one id here and another there. Pairs are linked by meaning (name, or creation in the
 * same step), per kind; a value compared at an id position is equal when it is a linked pair.
 */
export type IdKind =
  | 'database'
  | 'dataset'
  | 'chart'
  | 'dashboard'
  | 'savedQuery'
  | 'tabState'
  | 'tableSchema'
  | 'query'
  | 'kv'
  | 'user'
  | 'role';

type Id = string | number;

export class IdMap {
  private readonly byKind = new Map<IdKind, Map<string, string>>();

  link(kind: IdKind, embedded: Id, superset: Id): void {
    let pairs = this.byKind.get(kind);
    if (!pairs) {
      pairs = new Map();
      this.byKind.set(kind, pairs);
    }
    pairs.set(String(embedded), String(superset));
  }

  /** The Superset id linked to an embedded id of this kind. */
  supersetIdOf(kind: IdKind, embedded: Id): string | undefined {
    return this.byKind.get(kind)?.get(String(embedded));
  }

  /** Equal ids, or a linked pair of any kind. */
  equivalent(embedded: Id, superset: Id): boolean {
    if (String(embedded) === String(superset)) return true;
    for (const pairs of this.byKind.values()) {
      if (pairs.get(String(embedded)) === String(superset)) return true;
    }
    return false;
  }

  /**
   * Whether the embedded string becomes the Superset one when the integers in it that are linked
   * ids (of one kind at a time, or of every kind where they do not clash) are replaced: a datasource
   * uid '3__table', a URL '/explore/?slice_id=3'.
   */
  equivalentText(embedded: string, superset: string): boolean {
    if (embedded === superset) return true;
    const kinds = [...this.byKind.values()];
    const merged = new Map<string, string>();
    for (const pairs of kinds) for (const [from, to] of pairs) if (!merged.has(from)) merged.set(from, to);
    for (const pairs of [...kinds, merged]) {
      const replaced = embedded.replace(STANDALONE_INTEGER, (token) => pairs.get(token) ?? token);
      if (replaced === superset) return true;
    }
    // Ids inside URL-encoded text ('%7B%22slice_id%22%3A%208%7D') read as numbers once decoded.
    const decodedEmbedded = safeDecode(embedded);
    const decodedSuperset = safeDecode(superset);
    if (decodedEmbedded !== embedded || decodedSuperset !== superset)
      return this.equivalentText(decodedEmbedded, decodedSuperset);
    return false;
  }
}

/**
 * An integer not inside a word: '3' in '3__table', '(id:3)' or 'slice_id=3', not the '2' of a
 * generated name such as 'diffmwujg2hn_names'.
 */
const STANDALONE_INTEGER = /(?<![A-Za-z0-9])\d+(?![A-Za-z0-9])/g;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
