/**
 * Mutation families of query strings: bad rison in `q` (unbalanced, wrong types, huge numbers,
 * negative or huge paging, filters with hostile values on the columns a list allows) and wrong
 * values for the other declared arguments.
 */
import rison from 'rison';
import type { BaseRequest } from '../harness/baseRequests';
import type { Prng } from '../harness/prng';
import { asSchema } from '../harness/schemaSample';
import { mutate, type FuzzRequest } from '../harness/wire';
import type { Family } from './bodies';
import { sample } from './fields';

/** Filter columns and their operators, by list route. */
export type ListFilters = Record<string, Record<string, readonly string[]>>;

const BAD_RISON: readonly string[] = [
  '(',
  ')',
  '(a:',
  '!(',
  '!(1,2',
  "'",
  "'unterminated",
  '(:)',
  '(a:b,)',
  '(,)',
  '!n!t!f',
  '!',
  '!x',
  '',
  '()',
  '(a:b)',
  'plain text',
  '{"page":1}',
  '[1,2]',
  '%',
  '(page:0',
  '(page:0))',
  "(page:'x')",
  '(page:-1)',
  '(page:-99999999999999999999999)',
  '(page:99999999999999999999999)',
  '(page:1.5)',
  '(page:1e400)',
  '(page:!n)',
  '(page:!t)',
  '(page:!(1))',
  '(page:(a:1))',
  '(page_size:-2)',
  '(page_size:-1)',
  '(page_size:0)',
  '(page_size:99999999999999999999999)',
  '(page:2147483648,page_size:100)',
  '(page:9007199254740993,page_size:100)',
  '(page_size:1e308)',
  '(order_column:zzz)',
  '(order_direction:up)',
  '(order_column:!n)',
  '(keys:!(zzz))',
  '(keys:zzz)',
  '(columns:!(zzz))',
  '(columns:!(!n))',
  '(select_columns:!((a:1)))',
  '(filters:x)',
  '(filters:!(x))',
  '(filters:!((col:id)))',
  '(filters:!((opr:eq,value:1)))',
  '(filters:!((col:!n,opr:!n,value:!n)))',
  '(filters:!((col:id,opr:eq,value:99999999999999999999999)))',
  '(filters:!((col:zzz,opr:eq,value:1)))',
  '(schema_name:!n)',
  '(schema_name:(a:1))',
  '(force:zzz)',
  '(key:!n)',
  '(rows:-1)',
  '(last_updated_ms:!n)',
  '(last_updated_ms:1e400)',
  '(last_updated_ms:-99999999999999999999999)',
  '(filter:!(1))',
  '(include_ids:!(99999999999999999999999))',
  '(include_ids:!(a,!n))',
  '!(99999999999999999999999)',
  '!(-1,0x1,1e3)',
  '!(a,b)',
  '!((a:1))',
  '!(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1)',
  "(a:'\u0000')",
  "(a:'\ud800')",
];

/** Values a filter's `value` may take, as rison. */
const FILTER_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  2 ** 31,
  1e23,
  -1e23,
  '',
  'x',
  '0x1',
  '1e3',
  '99999999999999999999999',
  '2024-13-45',
  "'; DROP TABLE users; --",
  '\u0000',
  true,
  null,
  [],
  [1, 'a', null],
  [1e23],
  { a: 1 },
  { id: 1 },
  { start: 'x', end: 1e23 },
];

function encode(value: unknown): string {
  return rison.encode(value as Parameters<typeof rison.encode>[0]);
}

function filterRequests(base: BaseRequest, prng: Prng, filters: Record<string, readonly string[]>): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [column, operators] of Object.entries(filters)) {
    for (const operator of operators) {
      for (const value of sample(prng, FILTER_VALUES, 2)) {
        const q = encode({ filters: [{ col: column, opr: operator, value }] });
        requests.push(
          mutate(base, 'bad rison', `filter ${column} ${operator} ${JSON.stringify(value)}`, {
            query: { ...base.query, q },
          }),
        );
      }
    }
  }
  return requests;
}

const WRONG_ARGUMENTS: readonly string[] = [
  '',
  'abc',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  ' 1',
  'true',
  '99999999999999999999999',
  '2147483648',
  '[1]',
  '{}',
];

/** Bad `q` and bad values for the route's other declared query arguments. */
export function queryFamily(listFilters: ListFilters): Family {
  return (base, prng) => {
    const requests: FuzzRequest[] = [];
    if ('q' in base.query) {
      for (const text of sample(prng, BAD_RISON, 10)) {
        requests.push(mutate(base, 'bad rison', JSON.stringify(text), { query: { ...base.query, q: text } }));
      }
      const filters = listFilters[base.key];
      if (filters) requests.push(...sample(prng, filterRequests(base, prng, filters), 14));
    }
    const declared = Object.keys(asSchema(base.route.schema?.querystring)?.properties ?? {}).filter(
      (name) => name !== 'q',
    );
    for (const name of declared) {
      for (const value of sample(prng, WRONG_ARGUMENTS, 3)) {
        requests.push(
          mutate(base, 'bad argument', `${name}=${JSON.stringify(value)}`, { query: { ...base.query, [name]: value } }),
        );
      }
    }
    requests.push(
      mutate(base, 'bad argument', 'repeated arguments', {
        rawQuery: `?q=1&q=2&${Object.keys(base.query)[0] ?? 'a'}=x&a=1&a=2`,
      }),
    );
    requests.push(mutate(base, 'bad argument', 'unknown argument', { query: { ...base.query, fuzz_unknown: '1' } }));
    return requests;
  };
}
