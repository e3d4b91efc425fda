import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { rewriteSetCookie } from '../../../server/proxy/cookies';
import { liftBootstrap } from '../../../server/proxy/liftBootstrap';
import { rewriteLocation } from '../../../server/proxy/location';
import { parseUpstream } from '../../../server/proxy/upstream';

const root = parseUpstream('http://superset.internal:8088');
const underBi = parseUpstream('https://bi.example.com/superset/');
const ours = 'http://localhost:8092';

describe('rewriteLocation', () => {
  it("makes Superset's absolute URLs paths of ours, keeping query and fragment", () => {
    expect(rewriteLocation('http://superset.internal:8088/explore/?slice_id=3#x', root, ours)).toBe(
      '/explore/?slice_id=3#x',
    );
    expect(rewriteLocation('/api/v1/chart/', root, ours)).toBe('/api/v1/chart/');
    expect(rewriteLocation('http://localhost:8092/chart/list/', root, ours)).toBe('/chart/list/');
  });

  it('turns an absolute `next` on Superset into a path', () => {
    expect(rewriteLocation('/login/?next=http://superset.internal:8088/sqllab/%3Fid%3D1', root, ours)).toBe(
      '/login/?next=%2Fsqllab%2F%3Fid%3D1',
    );
    expect(rewriteLocation('/login/?next=https://evil.example/', root, ours)).toBe(
      '/login/?next=https://evil.example/',
    );
  });

  it("sends Superset's welcome page to the app's landing page", () => {
    expect(rewriteLocation('/superset/welcome/', root, ours)).toBe('/');
    expect(rewriteLocation('https://bi.example.com/superset/superset/welcome/', underBi, ours)).toBe('/');
  });

  it("strips Superset's base path, and leaves other sites and paths outside it alone", () => {
    expect(rewriteLocation('/superset/login/?next=%2Fsqllab%2F', underBi, ours)).toBe('/login/?next=%2Fsqllab%2F');
    expect(rewriteLocation('https://bi.example.com/other-app/', underBi, ours)).toBe(
      'https://bi.example.com/other-app/',
    );
    expect(rewriteLocation('https://docs.example.com/', root, ours)).toBe('https://docs.example.com/');
  });
});

describe('rewriteSetCookie', () => {
  it('drops Domain, maps Path out of the base path, keeps the value byte for byte', () => {
    expect(rewriteSetCookie('session=a.b=c; Domain=bi.example.com; Path=/superset; HttpOnly', underBi, true)).toBe(
      'session=a.b=c; Path=/; HttpOnly',
    );
    expect(rewriteSetCookie('x=1; path=/superset/api', underBi, true)).toBe('x=1; Path=/api');
  });

  it('keeps Secure and SameSite=None for https browsers, relaxes them for plain http', () => {
    expect(rewriteSetCookie('t=1; Secure; SameSite=None', root, true)).toBe('t=1; Secure; SameSite=None');
    expect(rewriteSetCookie('t=1; Secure; SameSite=None', root, false)).toBe('t=1; SameSite=Lax');
    expect(rewriteSetCookie('t=1; SameSite=Strict', root, false)).toBe('t=1; SameSite=Strict');
  });
});

describe('liftBootstrap', () => {
  it('decodes every entity form Superset (Jinja) may write', () => {
    const html =
      '<html><body><div class="x" id="app" data-bootstrap="{&#34;a&#34;: &quot;&lt;b&gt; &amp; &#39;c&#39;&quot;}"></div></body></html>';
    expect(liftBootstrap(html)).toEqual({ a: "<b> & 'c'" });
  });

  it('is null without the element, the attribute, or a JSON object in it', () => {
    expect(liftBootstrap('<div id="other" data-bootstrap="{}"></div>')).toBeNull();
    expect(liftBootstrap('<div id="app"></div>')).toBeNull();
    expect(liftBootstrap('<div id="app" data-bootstrap="[1]"></div>')).toBeNull();
    expect(liftBootstrap('<div id="app" data-bootstrap="{oops"></div>')).toBeNull();
  });
});

describe('SUPERSET_URL settings', () => {
  it('is off by default, and normalised without a trailing slash', () => {
    expect(loadConfig({}).supersetUrl).toBeNull();
    expect(loadConfig({ SUPERSET_URL: 'http://127.0.0.1:8091/' }).supersetUrl).toBe('http://127.0.0.1:8091');
    expect(loadConfig({ SUPERSET_URL: 'https://bi.example.com/superset/' }).supersetUrl).toBe(
      'https://bi.example.com/superset',
    );
    expect(loadConfig({ SUPERSET_WEBSOCKET_URL: 'wss://bi.example.com/ws/' }).supersetWebsocketUrl).toBe(
      'wss://bi.example.com/ws',
    );
  });

  it('refuses what is not an http(s) URL, or carries a query or credentials', () => {
    expect(() => loadConfig({ SUPERSET_URL: '127.0.0.1:8091' })).toThrow('SUPERSET_URL must');
    expect(() => loadConfig({ SUPERSET_URL: 'ftp://host/' })).toThrow(
      'SUPERSET_URL must start with http:// or https://',
    );
    expect(() => loadConfig({ SUPERSET_URL: 'http://u:p@host/' })).toThrow('must not carry');
    expect(() => loadConfig({ SUPERSET_URL: 'http://host/?a=1' })).toThrow('must not carry');
  });
});
