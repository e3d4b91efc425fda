import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP_MESSAGE } from '../../../server/http/jsonBody';
import { jsonTextTooDeep, MAX_JSON_DEPTH, parseJsonText, valueTooDeep } from '../../../server/http/jsonDepth';
import { createTestApp, loginSession, type BrowserSession } from '../helpers/testApp';

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nesting limits', () => {
  it('measures nesting on the text, ignoring brackets inside strings', () => {
    expect(jsonTextTooDeep(deepArrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep(deepArrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTextTooDeep(JSON.stringify({ text: '['.repeat(10_000), quoted: '\\"[[[' }))).toBe(false);
  });

  it('measures nesting of a decoded value without recursion', () => {
    expect(valueTooDeep(JSON.parse(deepObjects(MAX_JSON_DEPTH)))).toBe(false);
    expect(valueTooDeep(JSON.parse(deepObjects(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('parseJsonText refuses too deep text as malformed text is refused', () => {
    expect(parseJsonText('{"a":[1]}')).toEqual({ a: [1] });
    expect(() => parseJsonText(deepArrays(10_000))).toThrow(SyntaxError);
  });
});

describe('deeply nested input through the API', () => {
  let app: FastifyInstance;
  let admin: BrowserSession;
  const headers = (extra: Record<string, string> = {}) => ({
    cookie: admin.cookie,
    'x-csrftoken': admin.csrfToken,
    ...extra,
  });

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await loginSession(app);
  });
  afterAll(() => app.close());

  it('a JSON body nested 10,000 deep is a 400, whatever the route does with it', async () => {
    const datasetId = (await app.store.datasets.findByTable(1, 'sales', 'orders'))?.id;
    const filters = `{"filters":[{"col":"status","op":"==","val":${deepArrays(10_000)}}]}`;
    const response = await app.inject({
      method: 'POST',
      url: `/datasource/samples?datasource_type=table&datasource_id=${datasetId}`,
      headers: headers({ 'content-type': 'application/json' }),
      payload: filters,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BODY_TOO_DEEP_MESSAGE });
  });

  it('empty and malformed JSON bodies keep their replies', async () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/sqllab/format_sql/',
        headers: headers({ 'content-type': 'application/json' }),
        payload,
      });
    expect((await post('')).json()).toEqual({ message: 'Request body is empty' });
    expect((await post('{')).json()).toEqual({ message: 'Request body is not valid JSON' });
    expect((await post('{"sql":"select 1"}')).statusCode).toBe(200);
  });

  it('rison nested deeper than the limit is not a valid rison argument', async () => {
    const q = `${'(a:'.repeat(MAX_JSON_DEPTH + 1)}1${')'.repeat(MAX_JSON_DEPTH + 1)}`;
    const response = await app.inject({ method: 'GET', url: `/api/v1/chart/?q=${q}`, headers: headers() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Not a valid rison argument' });
  });

  it('a chart whose params text nests 10,000 deep is refused as invalid JSON', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/chart/1',
      headers: headers(),
      payload: { params: deepObjects(10_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: { params: ['JSON not valid'] } });
  });

  it('legacy explore_json form data nested 10,000 deep is a 400, not a stack overflow', async () => {
    const datasetId = (await app.store.datasets.findByTable(1, 'sales', 'orders'))?.id;
    const formData = `{"datasource":"${datasetId}__table","viz_type":"table","row_limit":${deepArrays(10_000)}}`;
    const response = await app.inject({
      method: 'POST',
      url: '/superset/explore_json/',
      headers: headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      payload: new URLSearchParams({ form_data: formData }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid form_data: it must be a JSON object' });
  });
});
