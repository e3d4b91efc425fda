/**
 * Reads an uploaded export bundle (pure): the ZIP, its metadata.yaml and its YAML documents by
 * kind, checked as Superset's import schemas check them. Problems are collected per file, in
 * marshmallow's shape (`{"charts/x.yaml": {"slice_name": ["Missing data for required field."]}}`).
 */
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'yaml';
import type { BundleType } from './bundleNames';

export type Json = Record<string, unknown>;
export type FileProblems = Record<string, Record<string, string[]> | string>;

export interface ParsedBundle {
  databases: Map<string, Json>;
  datasets: Map<string, Json>;
  charts: Map<string, Json>;
  dashboards: Map<string, Json>;
}

/** A bundle that is not a ZIP at all: Superset's IncorrectFormatError. */
export class NotAZipError extends Error {}

/** Problems found in the bundle's files. */
export class BundleProblems extends Error {
  constructor(readonly problems: FileProblems) {
    super('Invalid bundle');
  }
}

const MISSING = 'Missing data for required field.';

const REQUIRED: Record<keyof ParsedBundle, readonly string[]> = {
  databases: ['database_name', 'sqlalchemy_uri', 'uuid', 'version'],
  datasets: ['table_name', 'uuid', 'database_uuid', 'version'],
  charts: ['slice_name', 'viz_type', 'uuid', 'dataset_uuid', 'version'],
  dashboards: ['uuid', 'version'],
};

const OBJECT_FIELDS: Record<keyof ParsedBundle, readonly string[]> = {
  databases: ['extra'],
  datasets: [],
  charts: ['params'],
  dashboards: ['position', 'metadata'],
};

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unzip(data: Uint8Array): Map<string, string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data);
  } catch {
    throw new NotAZipError('Not a ZIP file');
  }
  const texts = new Map<string, string>();
  for (const [path, bytes] of Object.entries(entries)) {
    if (path.endsWith('/')) continue;
    // Superset strips the bundle's root folder: paths are relative to it.
    const relative = path.includes('/') ? path.slice(path.indexOf('/') + 1) : path;
    texts.set(relative, strFromU8(bytes));
  }
  return texts;
}

function checkConfig(kind: keyof ParsedBundle, config: Json): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const field of REQUIRED[kind]) {
    if (config[field] === undefined || config[field] === null) problems[field] = [MISSING];
  }
  for (const field of OBJECT_FIELDS[kind]) {
    const value = config[field];
    if (value !== undefined && value !== null && !isObject(value)) problems[field] = ['Not a valid mapping type.'];
  }
  if (typeof config.uuid === 'string' && !UUID.test(config.uuid)) problems.uuid = ['Not a valid UUID.'];
  else if (config.uuid !== undefined && typeof config.uuid !== 'string') problems.uuid = ['Not a valid UUID.'];
  if (kind === 'datasets') {
    for (const field of ['columns', 'metrics']) {
      const value = config[field];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.every(isObject)))
        problems[field] = ['Not a valid list.'];
    }
  }
  return problems;
}

const KIND_OF_FOLDER: Record<string, keyof ParsedBundle> = {
  databases: 'databases',
  datasets: 'datasets',
  charts: 'charts',
  dashboards: 'dashboards',
};

/**
 * The bundle's documents; throws NotAZipError or BundleProblems. `passwords` (bundle file →
 * password, the import form's field) become the `password` of those database documents.
 */
export function parseBundle(
  data: Uint8Array,
  expectedType: BundleType,
  passwords: Readonly<Record<string, string>> = {},
): ParsedBundle {
  const texts = unzip(data);
  const problems: FileProblems = {};
  const bundle: ParsedBundle = { databases: new Map(), datasets: new Map(), charts: new Map(), dashboards: new Map() };
  const metadataText = texts.get('metadata.yaml');
  if (metadataText === undefined) {
    problems['metadata.yaml'] = 'Missing metadata.yaml';
  } else {
    let metadata: unknown;
    try {
      metadata = parse(metadataText);
    } catch {
      metadata = null;
    }
    if (!isObject(metadata)) problems['metadata.yaml'] = 'Not a YAML file';
    else if (metadata.type !== expectedType)
      problems['metadata.yaml'] = { type: [`Must be equal to ${expectedType}.`] };
  }
  for (const [path, text] of texts) {
    if (!path.endsWith('.yaml') && !path.endsWith('.yml')) continue;
    const kind = KIND_OF_FOLDER[path.split('/')[0] ?? ''];
    if (!kind) continue;
    let config: unknown;
    try {
      config = parse(text);
    } catch {
      problems[path] = 'Not a YAML file';
      continue;
    }
    if (!isObject(config)) {
      problems[path] = { _schema: ['Invalid input type.'] };
      continue;
    }
    if (kind === 'databases' && Object.hasOwn(passwords, path)) config.password = passwords[path];
    const fileProblems = checkConfig(kind, config);
    if (Object.keys(fileProblems).length > 0) problems[path] = fileProblems;
    else bundle[kind].set(path, { ...config, uuid: String(config.uuid).toLowerCase() });
  }
  if (Object.keys(problems).length > 0) throw new BundleProblems(problems);
  return bundle;
}
