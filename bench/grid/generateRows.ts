import type { DataGridColumn, DataGridRow } from '../../src/components/DataGrid';

/** Ten columns covering every kind the grid treats differently: numbers, text, times, booleans, JSON, NULLs. */
export const BENCH_COLUMNS: DataGridColumn[] = [
  { column_name: 'id', type: 'BIGINT', type_generic: 'numeric' },
  { column_name: 'customer_name', type: 'VARCHAR', type_generic: 'string' },
  { column_name: 'order_date', type: 'TIMESTAMP', type_generic: 'temporal', is_dttm: true },
  { column_name: 'amount', type: 'DOUBLE', type_generic: 'numeric' },
  { column_name: 'quantity', type: 'INTEGER', type_generic: 'numeric' },
  { column_name: 'country', type: 'VARCHAR', type_generic: 'string' },
  { column_name: 'is_returned', type: 'BOOLEAN', type_generic: 'boolean' },
  { column_name: 'discount', type: 'DECIMAL(5,2)', type_generic: 'numeric' },
  { column_name: 'comment', type: 'VARCHAR', type_generic: 'string' },
  { column_name: 'attributes', type: 'JSON', type_generic: 'string' },
];

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim'];
const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
  'Berners-Lee',
];
const COUNTRIES = ['France', 'Germany', 'Japan', 'Brazil', 'Kenya', 'Canada', 'India', 'Norway'];
const WORDS = ['late', 'delivery', 'gift', 'wrapped', 'fragile', 'express', 'refund', 'requested', 'twice', 'ok'];

/** A small, fast pseudo-random generator (mulberry32) so every run shows the same rows. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` rows with BENCH_COLUMNS' keys, the same for the same `seed`. About 1 in 20 cells is NULL. */
export function generateRows(count: number, seed = 42): DataGridRow[] {
  const random = createRandom(seed);
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)];
  const maybeNull = <Value>(value: Value): Value | null => (random() < 0.05 ? null : value);
  const start = Date.UTC(2020, 0, 1);
  const rows: DataGridRow[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const wordCount = 1 + Math.floor(random() * 12);
    const comment = Array.from({ length: wordCount }, () => pick(WORDS)).join(' ');
    rows[index] = {
      id: index + 1,
      customer_name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      order_date: new Date(start + Math.floor(random() * 1_500 * 86_400_000)).toISOString(),
      amount: maybeNull(Math.round(random() * 1_000_000) / 100),
      quantity: Math.floor(random() * 50),
      country: maybeNull(pick(COUNTRIES)),
      is_returned: maybeNull(random() < 0.1),
      discount: maybeNull(Math.round(random() * 3000) / 100),
      comment: maybeNull(comment),
      attributes: maybeNull({ channel: pick(['web', 'store', 'phone']), priority: Math.floor(random() * 3) }),
    };
  }
  return rows;
}
