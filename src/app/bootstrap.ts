import { DEFAULT_COMMON_CONF } from '../constants';
import type { BootstrapUser } from '../api/security';

/**
 * The start-up payload Superset renders into `data-bootstrap` on `<div id="app">`: the current
 * user with roles as (permission, view) pairs, feature flags and `common.conf`. Read once.
 */
export type { BootstrapUser } from '../api/security';

type CommonConf = Record<string, unknown> & {
  DEFAULT_SQLLAB_LIMIT: number;
  SQL_MAX_ROW: number;
  DISPLAY_MAX_ROW: number;
  SQLLAB_DEFAULT_DBID: number | null;
};

export interface BootstrapCommon {
  application_root: string;
  static_assets_prefix: string;
  locale: string;
  feature_flags: Record<string, boolean>;
  conf: CommonConf;
}

export interface BootstrapData {
  user: BootstrapUser;
  common: BootstrapCommon;
}

export const ANONYMOUS_USER: BootstrapUser = { isAnonymous: true, roles: {}, permissions: {} };

export function defaultCommon(): BootstrapCommon {
  return {
    application_root: '/',
    static_assets_prefix: '',
    locale: 'en',
    feature_flags: {},
    conf: { ...DEFAULT_COMMON_CONF },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the payload; missing parts fall back to Superset's defaults. Null when there is none. */
export function parseBootstrapPayload(raw: string | null | undefined): BootstrapData | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const base = defaultCommon();
  const common = isObject(parsed.common) ? parsed.common : {};
  const user = isObject(parsed.user) ? (parsed.user as unknown as BootstrapUser) : ANONYMOUS_USER;
  return {
    user: { ...user, roles: user.roles ?? {}, permissions: user.permissions ?? {} },
    common: {
      ...base,
      ...(common as Partial<BootstrapCommon>),
      feature_flags: isObject(common.feature_flags)
        ? (common.feature_flags as Record<string, boolean>)
        : base.feature_flags,
      conf: { ...base.conf, ...(isObject(common.conf) ? common.conf : {}) } as CommonConf,
    },
  };
}

let cached: BootstrapData | null = null;

/** The payload from the page, parsed once (null when the page has none, e.g. Vite dev). */
function readBootstrapFromPage(doc: Document = document): BootstrapData | null {
  if (cached) return cached;
  cached = parseBootstrapPayload(doc.getElementById('app')?.getAttribute('data-bootstrap'));
  return cached;
}

/**
 * Start-up data from either backend: the page's payload when present, else the user from
 * `/api/v1/me/roles/` (a real Superset in Vite dev) and Superset's config defaults.
 */
export async function loadBootstrapData(
  fetchUser: () => Promise<BootstrapUser>,
  doc: Document = document,
): Promise<BootstrapData> {
  const fromPage = readBootstrapFromPage(doc);
  if (fromPage) return fromPage;
  let user: BootstrapUser;
  try {
    user = await fetchUser();
  } catch {
    user = ANONYMOUS_USER;
  }
  cached = { user, common: defaultCommon() };
  return cached;
}

export function resetBootstrapCacheForTests(): void {
  cached = null;
}
