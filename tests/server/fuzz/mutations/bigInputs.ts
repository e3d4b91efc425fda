/** Mutation families of sizes and characters: 1 MB strings, 10k-deep nesting, NUL bytes and unicode. */
import type { Family } from './bodies';
import { takesBody } from './bodies';
import { bodyFields, sample } from './fields';
import { mutate, type FuzzRequest } from '../harness/wire';
import { bigString, deepJson, ONE_MB, UNICODE_STRINGS } from './values';

const DEPTH = 10_000;

function stringFields(fields: ReturnType<typeof bodyFields>) {
  return fields.filter((field) => {
    const type = field.schema?.type;
    return !field.schema || type === undefined || type === 'string' || (Array.isArray(type) && type.includes('string'));
  });
}

/** One megabyte in a body field, in the body as a whole (a 1 MB key or a 3 MB body) and in a query argument: at most three per route. */
export const bigStrings: Family = (base, prng) => {
  const requests: FuzzRequest[] = [];
  const fields = bodyFields(base);
  const candidates = stringFields(fields).length ? stringFields(fields) : fields;
  if (candidates.length) {
    const field = prng.pick(candidates);
    const multiByte = prng.chance(0.3);
    const value = multiByte ? bigString(ONE_MB / 4, '😀') : bigString(ONE_MB);
    requests.push(
      mutate(base, '1 MB string', `${field.name}${multiByte ? ' (multi-byte)' : ''}`, { body: field.withValue(value) }),
    );
  }
  if (takesBody(base)) {
    requests.push(
      prng.chance(0.5)
        ? mutate(base, '1 MB string', '1 MB key', {
            payload: () => JSON.stringify({ [bigString(ONE_MB, 'k')]: 1 }),
            contentType: 'application/json',
          })
        : mutate(base, '1 MB string', '3 MB body', {
            payload: () => JSON.stringify({ a: bigString(3 * ONE_MB) }),
            contentType: 'application/json',
          }),
    );
  }
  const name = prng.pick([...Object.keys(base.query), 'fuzz_unknown']);
  requests.push(mutate(base, '1 MB string', `query ${name}`, { query: { ...base.query, [name]: bigString(ONE_MB) } }));
  return requests;
};

/** Arrays or objects (picked per place) 10,000 deep: as the body, in two fields, in the rison argument. */
export const deepNesting: Family = (base, prng) => {
  const requests: FuzzRequest[] = [];
  const kindOf = () => (prng.chance(0.5) ? ('array' as const) : ('object' as const));
  if (takesBody(base)) {
    const kind = kindOf();
    requests.push(
      mutate(base, 'deep nesting', `body: ${kind}s ${DEPTH} deep`, {
        payload: deepJson(DEPTH, kind),
        contentType: 'application/json',
      }),
    );
  }
  for (const field of sample(prng, bodyFields(base), 2)) {
    const kind = kindOf();
    requests.push(
      mutate(base, 'deep nesting', `${field.name}: ${kind}s ${DEPTH} deep`, field.withRawJson(deepJson(DEPTH, kind))),
    );
  }
  if ('q' in base.query) {
    const kind = kindOf();
    const rison =
      kind === 'array' ? `${'!('.repeat(DEPTH)}${')'.repeat(DEPTH)}` : `${'(a:'.repeat(DEPTH)}1${')'.repeat(DEPTH)}`;
    requests.push(
      mutate(base, 'deep nesting', `q: rison ${kind}s ${DEPTH} deep`, { query: { ...base.query, q: rison } }),
    );
  }
  return requests;
};

export const unicode: Family = (base, prng) => {
  const requests: FuzzRequest[] = [];
  for (const field of stringFields(bodyFields(base))) {
    for (const text of sample(prng, UNICODE_STRINGS, 1)) {
      requests.push(
        mutate(base, 'unicode', `${field.name} = ${JSON.stringify(text)}`, { body: field.withValue(text) }),
      );
    }
  }
  for (const name of Object.keys(base.query)) {
    for (const text of sample(prng, UNICODE_STRINGS, 1)) {
      requests.push(
        mutate(base, 'unicode', `query ${name} = ${JSON.stringify(text)}`, { query: { ...base.query, [name]: text } }),
      );
    }
  }
  // Percent-encodings that do not decode to valid UTF-8.
  for (const raw of sample(prng, ['%ED%A0%80', '%FF%FE', '%C0%AF', '%00', '%zz', '%'], 2)) {
    const name = Object.keys(base.query)[0] ?? 'fuzz';
    requests.push(mutate(base, 'unicode', `query ${name} raw ${raw}`, { rawQuery: `?${name}=${raw}` }));
  }
  if (takesBody(base) && base.body) {
    // Bytes that are not UTF-8 at all.
    const invalid = Buffer.concat([
      Buffer.from('{"a":"'),
      Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    requests.push(
      mutate(base, 'unicode', 'invalid UTF-8 bytes in the body', { payload: invalid, contentType: 'application/json' }),
    );
  }
  return requests;
};
