/**
 * Explore's address flags (spec charts §2): `standalone` draws only the chart, `force` makes the
 * first chart query bypass the cache, `viz_type` overrides the chart type, and the legacy
 * `form_data` carries a whole form data as JSON.
 */

/**
 * Superset's reading of a flag: any value but empty, `0` and `false` sets it (`1`, `true`, and the
 * dashboards' report mode `3`).
 */
export function isUrlFlagSet(value: string | null): boolean {
  return value !== null && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** Explore opened as a bare chart (reports, embeds): no navigation, no controls, no header. */
export function isStandaloneExploreUrl(search: string): boolean {
  return isUrlFlagSet(new URLSearchParams(search).get('standalone'));
}

export function isForceExploreUrl(search: string): boolean {
  return isUrlFlagSet(new URLSearchParams(search).get('force'));
}

/** The chart type the address asks for (`?viz_type=`), over the saved one. */
export function vizTypeFromUrl(search: string): string | null {
  const vizType = new URLSearchParams(search).get('viz_type')?.trim();
  return vizType ? vizType : null;
}

/** The legacy `?form_data={…}` object; null when absent, not JSON, or not an object. */
export function formDataFromUrl(search: string): Record<string, unknown> | null {
  const raw = new URLSearchParams(search).get('form_data');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
