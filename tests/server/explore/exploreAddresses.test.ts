/**
 * Superset's Explore addresses are pages of the app (old links, the legacy `?form_data=`), and a
 * chart report's screenshot opens the chart alone (standalone).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartScreenshotUrl } from '../../../server/services/report/content/reportScreenshot';
import { readBootstrap } from '../helpers/bootstrap';
import { createTestApp, loginSession } from '../helpers/testApp';

describe("Superset's explore addresses", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(() => app.close());

  it('serve the app to a signed-in user, whatever the request accepts', async () => {
    const { cookie } = await loginSession(app);
    const formData = JSON.stringify({ datasource: '1__table', viz_type: 'pie', extra_filters: [] });
    for (const url of [
      `/superset/explore/?form_data=${encodeURIComponent(formData)}&standalone=1`,
      '/superset/explore/?slice_id=1&force=true',
      '/superset/explore/p/abc/',
    ]) {
      const response = await app.inject({ url, headers: { cookie, accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(readBootstrap(response.body).user).toMatchObject({ username: 'admin' });
    }
  });

  it('send an anonymous visitor to the login page, which brings them back', async () => {
    const response = await app.inject({ url: '/superset/explore/?slice_id=1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('/login/');
    expect(decodeURIComponent(String(response.headers.location))).toContain('/superset/explore/?slice_id=1');
  });
});

describe('chart report screenshots', () => {
  it('open the chart standalone, keeping its address', () => {
    expect(chartScreenshotUrl('http://127.0.0.1:8088', '/explore/?slice_id=4')).toBe(
      'http://127.0.0.1:8088/explore/?slice_id=4&standalone=true',
    );
    expect(chartScreenshotUrl('http://example.com/bi', '/explore/?slice_id=4&standalone=0')).toBe(
      'http://example.com/bi/explore/?slice_id=4&standalone=true',
    );
  });
});
