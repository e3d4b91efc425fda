import { afterEach, describe, expect, it } from 'vitest';
import { loadBootstrapData, parseBootstrapPayload, resetBootstrapCacheForTests } from '../../src/app/bootstrap';

afterEach(() => {
  resetBootstrapCacheForTests();
  document.body.innerHTML = '';
});

const payload = {
  user: {
    username: 'admin',
    userId: 1,
    isAnonymous: false,
    roles: { Admin: [['can_read', 'SQLLab']] },
    permissions: { database_access: [] },
  },
  common: {
    application_root: '/',
    feature_flags: { SQLLAB_BACKEND_PERSISTENCE: true },
    conf: { DEFAULT_SQLLAB_LIMIT: 500, SQL_MAX_ROW: 100000, DISPLAY_MAX_ROW: 100000 },
  },
};

describe('the bootstrap payload', () => {
  it('is read from data-bootstrap on #app', async () => {
    document.body.innerHTML = `<div id="app" data-bootstrap='${JSON.stringify(payload)}'></div>`;
    const data = await loadBootstrapData(() => Promise.reject(new Error('must not be called')));
    expect(data.user.username).toBe('admin');
    expect(data.user.roles.Admin).toEqual([['can_read', 'SQLLab']]);
    expect(data.common.feature_flags.SQLLAB_BACKEND_PERSISTENCE).toBe(true);
    expect(data.common.conf.DEFAULT_SQLLAB_LIMIT).toBe(500);
  });

  it('fills conf keys the server left out with Superset defaults', () => {
    const data = parseBootstrapPayload(JSON.stringify({ user: payload.user, common: { conf: {} } }));
    expect(data?.common.conf.DEFAULT_SQLLAB_LIMIT).toBe(1000);
    expect(data?.common.conf.SQL_MAX_ROW).toBe(100000);
    expect(data?.common.application_root).toBe('/');
  });

  it('is null for a missing or broken payload', () => {
    expect(parseBootstrapPayload(null)).toBeNull();
    expect(parseBootstrapPayload('{not json')).toBeNull();
    expect(parseBootstrapPayload('[1,2]')).toBeNull();
  });

  it('without a payload (Vite dev against a real Superset) asks /me/roles/ and uses default conf', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    const data = await loadBootstrapData(async () => ({
      username: 'alice',
      userId: 7,
      isAnonymous: false,
      roles: { Gamma: [] },
      permissions: {},
    }));
    expect(data.user.username).toBe('alice');
    expect(data.common.conf.DEFAULT_SQLLAB_LIMIT).toBe(1000);
  });

  it('treats a failed user lookup as anonymous', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    const data = await loadBootstrapData(() => Promise.reject(new Error('401')));
    expect(data.user.isAnonymous).toBe(true);
  });
});
