/**
 * A small seeded PRNG (mulberry32): the same seed gives the same requests on every machine, so a
 * failure printed with its seed reproduces. Math.random is never used by the fuzz suite.
 */
export class Prng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, bound). */
  below(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Prng.pick on an empty list');
    return items[this.below(items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A Fisher–Yates shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = this.below(index + 1);
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  }

  /** An independent generator derived from this one and a label (per route, per family). */
  fork(label: string): Prng {
    let hash = this.seed ^ 0x811c9dc5;
    for (let index = 0; index < label.length; index += 1) hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193);
    return new Prng(hash >>> 0);
  }
}

/** The seed: FUZZ_SEED from the environment to replay a run, a fixed default otherwise. */
export function fuzzSeed(): number {
  const fromEnv = process.env.FUZZ_SEED;
  if (fromEnv && /^\d+$/.test(fromEnv)) return Number(fromEnv);
  return 20_240_601;
}
