/** Mutation families of request bodies: malformed JSON, wrong types, nulls, empty bodies, wrong content types. */
import type { BaseRequest } from '../harness/baseRequests';
import type { Prng } from '../harness/prng';
import { asSchema } from '../harness/schemaSample';
import { encodeBody, mutate, type FuzzRequest } from '../harness/wire';
import { bodyFields, sample } from './fields';
import { matchesType, WRONG_TYPE_VALUES } from './values';

export type Family = (base: BaseRequest, prng: Prng) => FuzzRequest[];

export function takesBody(base: BaseRequest): boolean {
  return base.method === 'POST' || base.method === 'PUT' || base.method === 'DELETE' || base.method === 'PATCH';
}

const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '1e999999',
  '99999999999999999999999',
  '"\\ud800"',
  '"unterminated',
  '{"a":"\\x41"}',
  '\ufeff{}',
  '{"a":1}garbage',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '{"a":"b\u0000c"}',
  '[]]',
  '{"a":[1,2,{"b":}]}',
];

export const malformedJson: Family = (base, prng) => {
  if (!takesBody(base)) return [];
  return sample(prng, MALFORMED_JSON, 5).map((text) =>
    mutate(base, 'malformed JSON', JSON.stringify(text), { payload: text, contentType: 'application/json' }),
  );
};

const WHOLE_BODY_WRONG_TYPES: readonly string[] = ['[]', '"text"', '12', 'true', 'null', '[{}]', '{"":""}'];

export const wrongTypes: Family = (base, prng) => {
  const requests: FuzzRequest[] = [];
  for (const field of bodyFields(base)) {
    const wrong = WRONG_TYPE_VALUES.filter((value) => !field.schema || !matchesType(value, field.schema));
    for (const value of sample(prng, wrong, 2)) {
      requests.push(
        mutate(base, 'wrong type', `${field.name} = ${JSON.stringify(value)}`, { body: field.withValue(value) }),
      );
    }
  }
  if (base.body?.kind === 'json') {
    for (const text of sample(prng, WHOLE_BODY_WRONG_TYPES, 2)) {
      requests.push(mutate(base, 'wrong type', `body = ${text}`, { payload: text, contentType: 'application/json' }));
    }
  }
  return requests;
};

/** Integers beyond what the store's columns (INTEGER, BIGINT) and JavaScript's numbers hold: every numeric field gets them all. */
const NUMBER_EDGES: readonly number[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1e23];
/** Other edges, a sample per field. */
const OTHER_NUMBER_EDGES: readonly number[] = [2 ** 31 - 1, 2 ** 53 + 2, -1e23, 1.5, -1, 0];

function isNumeric(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
}

export const numberEdges: Family = (base, prng) => {
  const requests: FuzzRequest[] = [];
  for (const field of bodyFields(base)) {
    if (!field.schema || !isNumeric(field.schema.type)) continue;
    for (const value of [...NUMBER_EDGES, ...sample(prng, OTHER_NUMBER_EDGES, 2)]) {
      requests.push(mutate(base, 'number edge', `${field.name} = ${value}`, { body: field.withValue(value) }));
    }
  }
  for (const name of Object.keys(base.query)) {
    const declared = asSchema(base.route.schema?.querystring)?.properties?.[name];
    if (!declared || !isNumeric(declared.type)) continue;
    for (const value of [...NUMBER_EDGES, ...sample(prng, OTHER_NUMBER_EDGES, 2)]) {
      requests.push(
        mutate(base, 'number edge', `query ${name}=${value}`, { query: { ...base.query, [name]: String(value) } }),
      );
    }
  }
  return requests;
};

export const nulls: Family = (base) => {
  const requests: FuzzRequest[] = bodyFields(base).map((field) =>
    mutate(base, 'null', `${field.name} = null`, { body: field.withValue(null) }),
  );
  if (takesBody(base))
    requests.push(mutate(base, 'null', 'body = null', { payload: 'null', contentType: 'application/json' }));
  for (const [name] of Object.entries(base.query)) {
    requests.push(mutate(base, 'null', `query ${name} = null`, { query: { ...base.query, [name]: 'null' } }));
  }
  return requests;
};

const EMPTY_BODIES: readonly { detail: string; payload?: string; contentType: string | null }[] = [
  { detail: 'empty JSON', payload: '', contentType: 'application/json' },
  { detail: 'whitespace JSON', payload: '  \n ', contentType: 'application/json' },
  { detail: 'empty object', payload: '{}', contentType: 'application/json' },
  { detail: 'empty array', payload: '[]', contentType: 'application/json' },
  { detail: 'empty string', payload: '""', contentType: 'application/json' },
  { detail: 'no body, no content type', contentType: null },
  { detail: 'empty multipart', payload: '', contentType: 'multipart/form-data; boundary=x' },
  { detail: 'empty url-encoded', payload: '', contentType: 'application/x-www-form-urlencoded' },
];

export const emptyBodies: Family = (base, prng) => {
  if (!takesBody(base)) return [];
  return sample(prng, EMPTY_BODIES, 5).map(({ detail, payload, contentType }) =>
    payload === undefined
      ? mutate(base, 'empty body', detail, { body: null, contentType: null })
      : mutate(base, 'empty body', detail, { payload, contentType }),
  );
};

const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'text/plain',
  'text/html; charset=utf-8',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  'json',
];

export const contentTypes: Family = (base, prng) => {
  if (!takesBody(base)) return [];
  const payload = base.body ? encodeBody(base.body) : '{"a":1}';
  return sample(prng, CONTENT_TYPES, 4).map((contentType) =>
    mutate(base, 'content type', JSON.stringify(contentType), { payload, contentType }),
  );
};
