import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStoredInteger, MAX_STORED_INTEGER, parsePathId } from '../../../server/http/storedIntegers';
import { createTestApp, loginSession, type BrowserSession } from '../helpers/testApp';

describe('parsePathId (an integer path parameter, as Werkzeug’s <int:…> converter)', () => {
  it('reads plain decimal digits, leading zeros included', () => {
    expect(parsePathId('1')).toBe(1);
    expect(parsePathId('007')).toBe(7);
    expect(parsePathId(String(MAX_STORED_INTEGER))).toBe(MAX_STORED_INTEGER);
  });

  it('refuses hex, signs, exponents, fractions, spaces and ids no stored row can have', () => {
    for (const text of [
      '0x1',
      '0X1',
      '-1',
      '+1',
      '1e3',
      '1.0',
      ' 1',
      '1 ',
      '',
      'abc',
      'Infinity',
      '１',
      '2147483648',
      '99999999999999999999999',
    ]) {
      expect(parsePathId(text), text).toBeNull();
    }
  });

  it('isStoredInteger bounds values to the store’s INTEGER columns', () => {
    expect(isStoredInteger(-2_147_483_648)).toBe(true);
    expect(isStoredInteger(2_147_483_647)).toBe(true);
    expect(isStoredInteger(2_147_483_648)).toBe(false);
    expect(isStoredInteger(1e23)).toBe(false);
    expect(isStoredInteger(1.5)).toBe(false);
    expect(isStoredInteger('1')).toBe(false);
  });
});

describe('integer path parameters of the API', () => {
  let app: FastifyInstance;
  let admin: BrowserSession;
  const headers = () => ({ cookie: admin.cookie, 'x-csrftoken': admin.csrfToken });

  beforeAll(async () => {
    ({ app } = await createTestApp());
    admin = await loginSession(app);
  });
  afterAll(() => app.close());

  it('answer 404 for an id that is not plain digits, and act on nothing', async () => {
    const chart = await app.store.charts.findById(1);
    expect(chart).not.toBeNull();
    for (const id of ['0x1', '1e0', '+1', '%201', '1.0', '-1']) {
      const response = await app.inject({ method: 'DELETE', url: `/api/v1/chart/${id}`, headers: headers() });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: 'Not found' });
    }
    expect(await app.store.charts.findById(1)).not.toBeNull();
  });

  it('answer 404 for an id too large for the store instead of failing in the database', async () => {
    for (const url of [
      '/api/v1/dataset/99999999999999999999999',
      '/api/v1/database/99999999999999999999999',
      '/api/v1/database/99999999999999999999999/schemas/',
      '/api/v1/query/99999999999999999999999',
      '/api/v1/chart/99999999999999999999999/data/',
      '/api/v1/security/users/9223372036854775808',
      '/api/v1/security/roles/2147483648/permissions/',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: headers() });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
  });

  it('do not let a hex id reach the admin user', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/security/users/0x1',
      headers: headers(),
      payload: { first_name: 'Hex' },
    });
    expect(response.statusCode).toBe(404);
    const admin = await app.store.users.findByUsername('admin');
    expect(admin?.first_name).not.toBe('Hex');
  });
});
