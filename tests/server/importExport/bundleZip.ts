/** ZIP helpers for the export/import tests: read a reply's bundle, build one from YAML texts. */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { parse } from 'yaml';

/** The bundle's files, path → text. */
export function unzipBundle(zip: Buffer): Map<string, string> {
  return new Map(Object.entries(unzipSync(new Uint8Array(zip))).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

/** The bundle's YAML documents, path (without the root folder) → parsed. */
export function bundleDocuments(zip: Buffer): Map<string, Record<string, unknown>> {
  const documents = new Map<string, Record<string, unknown>>();
  for (const [path, text] of unzipBundle(zip))
    documents.set(path.slice(path.indexOf('/') + 1), parse(text) as Record<string, unknown>);
  return documents;
}

/** A ZIP of these files (path → text), as `zip` does. */
export function zipBundle(files: Record<string, string>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))));
}
