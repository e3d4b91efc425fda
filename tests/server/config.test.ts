import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('server config', () => {
  it("has Superset's chart defaults and global async queries off", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ROW_LIMIT: 50_000,
      SAMPLES_ROW_LIMIT: 1000,
      CACHE_DEFAULT_TIMEOUT: 86_400,
      EXPLORE_FORM_DATA_CACHE_TIMEOUT: 604_800,
      SCHEDULED_QUERIES: null,
      DEFAULT_VIZ_TYPE: 'table',
    });
    expect(config.featureFlags.GLOBAL_ASYNC_QUERIES).toBe(false);
  });

  it('reads SCHEDULED_QUERIES as a JSON object and refuses anything else', () => {
    const schema = { JSONSCHEMA: { type: 'object', properties: { start_date: { type: 'string' } } } };
    expect(loadConfig({ SCHEDULED_QUERIES: JSON.stringify(schema) }).SCHEDULED_QUERIES).toEqual(schema);
    expect(() => loadConfig({ SCHEDULED_QUERIES: '[1]' })).toThrow('SCHEDULED_QUERIES must be a JSON object');
    expect(() => loadConfig({ SCHEDULED_QUERIES: '{oops' })).toThrow('SCHEDULED_QUERIES must be a JSON object');
  });
});
