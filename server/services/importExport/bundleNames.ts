/**
 * Names inside a Superset export bundle: werkzeug's secure_filename for object file names, the
 * root folder `<type>_export_<YYYYMMDDTHHMMSS>` and the ZIP's download name.
 */

export type BundleType = 'Dashboard' | 'Slice' | 'SqlaTable' | 'Database';

/** The bundle version every file carries, as Superset's exporters write it. */
export const BUNDLE_VERSION = '1.0.0';

/** werkzeug.utils.secure_filename: ASCII only, separators to spaces, runs of spaces to `_`, no leading/trailing `._`. */
export function secureFilename(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  const spaced = ascii.replace(/[/\\]/g, ' ');
  const joined = spaced.trim().split(/\s+/).join('_');
  return joined.replace(/[^A-Za-z0-9_.-]/g, '').replace(/^[._]+|[._]+$/g, '');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYYMMDDTHHMMSS` in UTC, the stamp of the root folder and the file name. */
function exportStamp(now: Date): string {
  return (
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}T` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`
  );
}

/** The root folder (and ZIP base name) of an export: `dashboard_export_20240101T120000`. */
export function exportRoot(resource: 'dashboard' | 'chart' | 'dataset' | 'database', now: Date): string {
  return `${resource}_export_${exportStamp(now)}`;
}

/** metadata.yaml's timestamp: Python's datetime.now(tz=timezone.utc).isoformat(). */
export function metadataTimestamp(now: Date): string {
  return `${now.toISOString().slice(0, 19)}.${String(now.getUTCMilliseconds() * 1000).padStart(6, '0')}+00:00`;
}
