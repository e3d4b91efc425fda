/**
 * The results backend: each stored result is one JSON file `${dataDir}/results/<key>.json` holding
 * its expiry time and the results payload. A result past RESULTS_BACKEND_EXPIRY_SECONDS reads as
 * missing (and its file is removed); `sweep()` removes every expired file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rm, rename } from 'node:fs/promises';
import path from 'node:path';
import type { GenericDataType } from '../../common/genericDataTypes';
import type { Row } from '../engines/types';
import { SerializedResultsMemory, type SerializedResults } from './serializedResults';

/**
 * A result column as SQL Lab sends it: `type` Superset's result-set name (resultSetTypes.ts) and
 * `type_generic` 0 numeric, 1 string, 2 temporal, 3 boolean, both null for an untyped column.
 */
export interface ApiColumn {
  column_name: string;
  name: string;
  type: string | null;
  type_generic: GenericDataType | null;
  is_dttm: boolean;
}

export interface StoredResults {
  query_id: number;
  status: 'success';
  data: Row[];
  columns: ApiColumn[];
  selected_columns: ApiColumn[];
  expanded_columns: ApiColumn[];
}

interface StoredFile {
  expires_at_ms: number;
  payload: StoredResults;
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

export class ResultsBackend {
  readonly folder: string;
  private readonly memory = new SerializedResultsMemory();
  private readonly pendingWrites = new Map<string, Promise<void>>();

  constructor(
    dataDir: string,
    private readonly expirySeconds: () => number,
  ) {
    this.folder = path.join(dataDir, 'results');
  }

  /**
   * Stores the payload under a new key and returns the key. The results are readable at once (held
   * in memory as their JSON text); the file is written behind, and readers of the file wait for it.
   */
  async put(payload: StoredResults): Promise<string> {
    const key = randomUUID();
    const expiresAtMs = Date.now() + this.expirySeconds() * 1000;
    const json = Buffer.from(JSON.stringify(payload));
    this.memory.remember(key, { json, rowCount: payload.data.length, expiresAtMs });
    // The same bytes as JSON.stringify of the StoredFile, written around the payload's bytes.
    const file = [Buffer.from(`{"expires_at_ms":${expiresAtMs},"payload":`), json, Buffer.from('}')];
    const writing = this.writeFile(key, file).finally(() => this.pendingWrites.delete(key));
    this.pendingWrites.set(key, writing);
    if (!this.memory.recall(key, Date.now())) await writing;
    return key;
  }

  /** Resolves when every file being written behind is written (before the data folder may go). */
  async flush(): Promise<void> {
    await Promise.all([...this.pendingWrites.values()]);
  }

  /** Written aside, then renamed: a reader never sees half a file. A failed write leaves no file. */
  private async writeFile(key: string, parts: readonly Buffer[]): Promise<void> {
    const target = this.fileOf(key);
    try {
      await mkdir(this.folder, { recursive: true });
      const handle = await open(`${target}.tmp`, 'w');
      try {
        await handle.writev([...parts]);
      } finally {
        await handle.close();
      }
      await rename(`${target}.tmp`, target);
    } catch {
      await rm(`${target}.tmp`, { force: true }).catch(() => undefined);
    }
  }

  /** The payload's JSON text when it is still held in memory (recent results), else null. */
  serialized(key: string): SerializedResults | null {
    return this.memory.recall(key, Date.now());
  }

  /** The payload, or null when the key is unknown, malformed or expired. */
  async get(key: string): Promise<StoredResults | null> {
    if (!KEY_PATTERN.test(key)) return null;
    await this.pendingWrites.get(key);
    let file: StoredFile;
    try {
      file = JSON.parse(await readFile(this.fileOf(key), 'utf8')) as StoredFile;
    } catch {
      return null;
    }
    if (file.expires_at_ms <= Date.now()) {
      await this.delete(key);
      return null;
    }
    return file.payload;
  }

  async delete(key: string): Promise<void> {
    this.memory.forget(key);
    await this.pendingWrites.get(key);
    if (KEY_PATTERN.test(key)) await rm(this.fileOf(key), { force: true });
  }

  /** Removes expired results; returns how many. */
  async sweep(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const key = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !KEY_PATTERN.test(key)) continue;
      if ((await this.get(key)) === null) removed += 1;
    }
    return removed;
  }

  private fileOf(key: string): string {
    return path.join(this.folder, `${key}.json`);
  }
}
