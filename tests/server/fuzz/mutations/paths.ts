/**
 * Mutations of path parameters: non-numeric, hex, negative, exponent, huge, path traversal,
 * encoded slashes, very long, broken percent-encodings. An id parameter given a value that is not
 * a plain decimal id of a row that can exist must be refused: a 2xx means it was parsed loosely.
 */
import { paramNames, type BaseRequest } from '../harness/baseRequests';
import { asSchema } from '../harness/schemaSample';
import { mutate, type FuzzRequest } from '../harness/wire';
import type { Family } from './bodies';
import { sample } from './fields';
import { bigString } from './values';

/** Segments that are no id: any of them accepted on an id parameter is a loose parse. */
const NOT_AN_ID: readonly string[] = [
  'abc',
  '0x1',
  '0X1',
  '-1',
  '-0',
  '1e3',
  '1E0',
  '1.0',
  '1.',
  '.1',
  '+1',
  '%201',
  '1%20',
  '1%00',
  '%00',
  '1_000',
  'Infinity',
  'NaN',
  '99999999999999999999999',
  '9223372036854775808',
  '18446744073709551616',
  '2147483648',
  '9007199254740993',
  '%EF%BC%91',
];

/** Segments that probe the router and decoders; some may legitimately name something. */
const ODD_SEGMENTS: readonly string[] = [
  '%2e%2e%2f',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%5c%2e%2e%5c',
  '1%2f2',
  '%2F',
  '%5C',
  '%zz',
  '%',
  '%ED%A0%80',
  '%FF',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '0',
  '00',
  bigString(10_000, '1'),
  bigString(10_000, 'a'),
  bigString(2_000, '%2e%2e%2f'),
];

function isPageRoute(base: BaseRequest): boolean {
  return !base.route.url.startsWith('/api/') && base.method === 'GET' && base.headers.accept === 'text/html';
}

/** Routes that answer success whatever their ids name, as Superset's do (deleting nothing is not an error there). */
const SUCCESS_FOR_ANY_ID = new Set(['DELETE /tabstateview/:id(^\\d+)/query/:clientId']);

/** Parameters named as ids (a report run's `logId` too). */
const ID_NAMES = new Set(['pk', 'id', 'logId']);

function isIdParameter(base: BaseRequest, name: string): boolean {
  if (isPageRoute(base) || SUCCESS_FOR_ANY_ID.has(base.key)) return false;
  const declared = asSchema(base.route.schema?.params)?.properties?.[name];
  if (declared?.type === 'integer') return true;
  if (new RegExp(`:${name}\\(\\^\\\\d\\+\\)`).test(base.route.url)) return true;
  return ID_NAMES.has(name) || name.endsWith('_id');
}

/** The non-ids every id parameter gets; the others are sampled per parameter. */
const ALWAYS: readonly string[] = ['0x1', '-1', '1e3', '+1', '%201', '99999999999999999999999', '2147483648'];

/** Non-ids on every parameter (a fixed core and a sample); a sample of the odd segments, which the router treats alike everywhere. */
export const pathParams: Family = (base, prng) => {
  const requests: FuzzRequest[] = [];
  for (const name of paramNames(base.route.url)) {
    const idParameter = isIdParameter(base, name);
    const others = NOT_AN_ID.filter((segment) => !ALWAYS.includes(segment));
    for (const segment of [...ALWAYS, ...sample(prng, others, 5)]) {
      requests.push(
        mutate(base, 'path parameter', `${name}=${segment}`, { params: { [name]: segment }, mustReject: idParameter }),
      );
    }
    for (const segment of sample(prng, ODD_SEGMENTS, 4)) {
      const shown = segment.length > 40 ? `${segment.slice(0, 12)}… (${segment.length} chars)` : segment;
      requests.push(mutate(base, 'path parameter', `${name}=${shown}`, { params: { [name]: segment } }));
    }
  }
  return requests;
};
