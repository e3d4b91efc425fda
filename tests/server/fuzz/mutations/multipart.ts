/**
 * Truncated and malformed multipart (and url-encoded) bodies for the legacy form views, and a few
 * multipart bodies sent to JSON routes.
 */
import type { BaseRequest } from '../harness/baseRequests';
import type { Prng } from '../harness/prng';
import {
  bodyContentType,
  encodeBody,
  mutate,
  MULTIPART_BOUNDARY,
  multipartPayload,
  type FuzzRequest,
  type LazyPayload,
} from '../harness/wire';
import type { Family } from './bodies';
import { takesBody } from './bodies';
import { sample } from './fields';
import { bigString } from './values';

const TYPE = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`;
const B = MULTIPART_BOUNDARY;

function formFieldsOf(base: BaseRequest): Record<string, string> {
  if (base.body?.kind === 'multipart' || base.body?.kind === 'urlencoded') return base.body.fields;
  return { form_data: '{}' };
}

interface Malformed {
  detail: string;
  payload: LazyPayload;
  contentType: string;
}

function malformedBodies(fields: Record<string, string>): Malformed[] {
  const valid = multipartPayload(fields);
  const [firstName, firstValue] = Object.entries(fields)[0] ?? ['a', '1'];
  const part = (headers: string, value: string) => `--${B}\r\n${headers}\r\n\r\n${value}\r\n`;
  const bodies: Malformed[] = [
    { detail: 'no closing boundary', payload: valid.replace(`--${B}--\r\n`, ''), contentType: TYPE },
    { detail: 'closing boundary without CRLF', payload: valid.replace(`--${B}--\r\n`, `--${B}--`), contentType: TYPE },
    { detail: 'other boundary in the body', payload: multipartPayload(fields, 'other-boundary'), contentType: TYPE },
    { detail: 'no boundary parameter', payload: valid, contentType: 'multipart/form-data' },
    { detail: 'empty boundary', payload: valid, contentType: 'multipart/form-data; boundary=' },
    {
      detail: 'boundary of 200 characters',
      payload: multipartPayload(fields, 'b'.repeat(200)),
      contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    },
    {
      detail: 'quoted boundary with spaces',
      payload: multipartPayload(fields, 'a b c'),
      contentType: 'multipart/form-data; boundary="a b c"',
    },
    { detail: 'LF line endings', payload: valid.replace(/\r\n/g, '\n'), contentType: TYPE },
    {
      detail: 'part without Content-Disposition',
      payload: `${part('Content-Type: text/plain', firstValue)}--${B}--\r\n`,
      contentType: TYPE,
    },
    {
      detail: 'Content-Disposition without a name',
      payload: `${part('Content-Disposition: form-data', firstValue)}--${B}--\r\n`,
      contentType: TYPE,
    },
    {
      detail: 'empty field name',
      payload: `${part('Content-Disposition: form-data; name=""', firstValue)}--${B}--\r\n`,
      contentType: TYPE,
    },
    {
      detail: 'field sent as a file',
      payload: `${part(`Content-Disposition: form-data; name="${firstName}"; filename="x.json"\r\nContent-Type: application/json`, firstValue)}--${B}--\r\n`,
      contentType: TYPE,
    },
    {
      detail: 'duplicate field',
      payload: `${part(`Content-Disposition: form-data; name="${firstName}"`, firstValue)}${part(`Content-Disposition: form-data; name="${firstName}"`, '"other"')}--${B}--\r\n`,
      contentType: TYPE,
    },
    {
      detail: 'garbage header line',
      payload: `${part(`Content-Disposition: form-data; name="${firstName}"\r\n\u0000\u0001: \u00ff`, firstValue)}--${B}--\r\n`,
      contentType: TYPE,
    },
    {
      detail: 'headers never end',
      payload: `--${B}\r\nContent-Disposition: form-data; name="${firstName}"\r\n`,
      contentType: TYPE,
    },
    { detail: 'preamble only', payload: 'just some text without any boundary', contentType: TYPE },
    { detail: 'boundary only', payload: `--${B}\r\n`, contentType: TYPE },
    { detail: 'closing boundary only', payload: `--${B}--\r\n`, contentType: TYPE },
    {
      detail: 'binary garbage',
      payload: Buffer.from([0x2d, 0x2d, 0xff, 0x00, 0xfe, 0x0d, 0x0a, 0x0d, 0x0a, 0x80]),
      contentType: TYPE,
    },
    { detail: 'JSON body with a multipart type', payload: JSON.stringify(fields), contentType: TYPE },
    {
      detail: '2 MB field',
      payload: () => multipartPayload({ ...fields, [firstName]: bigString(2_000_000) }),
      contentType: TYPE,
    },
    {
      detail: '2000 fields',
      payload: () =>
        multipartPayload(Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`f${index}`, '1']))),
      contentType: TYPE,
    },
    {
      detail: 'field name of 100k characters',
      payload: () => multipartPayload({ [bigString(100_000, 'n')]: '1' }),
      contentType: TYPE,
    },
    {
      detail: 'url-encoded with a bad escape',
      payload: `${firstName}=%zz&b=%`,
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      detail: 'url-encoded truncated escape',
      payload: `${firstName}=%7B%22a%22%3A`,
      contentType: 'application/x-www-form-urlencoded',
    },
    { detail: 'url-encoded separators only', payload: '&&&=&=&', contentType: 'application/x-www-form-urlencoded' },
    {
      detail: 'url-encoded invalid UTF-8',
      payload: `${firstName}=%FF%FE%ED%A0%80`,
      contentType: 'application/x-www-form-urlencoded',
    },
  ];
  return bodies;
}

function truncations(base: BaseRequest, prng: Prng): Malformed[] {
  const payload = base.body ? encodeBody(base.body) : multipartPayload(formFieldsOf(base));
  const contentType = base.body ? bodyContentType(base.body) : TYPE;
  const cuts = new Set([
    1,
    B.length + 2,
    B.length + 10,
    Math.floor(payload.length / 2),
    payload.length - B.length - 4,
    payload.length - 3,
    payload.length - 1,
  ]);
  for (let extra = 0; extra < 4; extra += 1) cuts.add(1 + prng.below(payload.length - 1));
  return [...cuts]
    .filter((cut) => cut > 0 && cut < payload.length)
    .sort((a, b) => a - b)
    .map((cut) => ({
      detail: `truncated at byte ${cut} of ${payload.length}`,
      payload: payload.slice(0, cut),
      contentType,
    }));
}

function isFormRoute(base: BaseRequest): boolean {
  return base.body?.kind === 'multipart' || base.body?.kind === 'urlencoded';
}

export const malformedForms: Family = (base, prng) => {
  if (!takesBody(base)) return [];
  const requests: FuzzRequest[] = [];
  if (isFormRoute(base)) {
    for (const body of [...truncations(base, prng), ...malformedBodies(formFieldsOf(base))]) {
      requests.push(mutate(base, 'multipart', body.detail, { payload: body.payload, contentType: body.contentType }));
    }
  } else {
    // JSON routes: a few form bodies, whole and cut.
    for (const body of sample(prng, [...truncations(base, prng), ...malformedBodies(formFieldsOf(base))], 4)) {
      requests.push(mutate(base, 'multipart', body.detail, { payload: body.payload, contentType: body.contentType }));
    }
  }
  return requests;
};
