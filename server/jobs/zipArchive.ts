/**
 * ZIP archives through fflate: writing Superset's CSV-in-ZIP replies (`query_1.csv`, `query_2.csv`,
 * …) and reading uploaded archives (imports).
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';

interface ZipFile {
  name: string;
  /** Text is written as UTF-8. */
  content: string | Uint8Array;
}

interface ZipEntry {
  name: string;
  data: Uint8Array;
}

interface ZipReadLimits {
  maxEntries: number;
  /** The sum of the entries' uncompressed sizes. */
  maxTotalBytes: number;
}

const DEFAULT_ZIP_READ_LIMITS: ZipReadLimits = { maxEntries: 10_000, maxTotalBytes: 256 * 1024 * 1024 };

/** An archive that is not a ZIP, or that is larger than the reader's limits. */
export class ZipReadError extends Error {}

/** Python's zipfile (Superset) stamps entries written from memory with 1980-01-01 00:00. */
const ENTRY_TIME = new Date(1980, 0, 1);

/** A ZIP of these files, in this order, stored without compression (as Superset's CSV ZIPs). */
export function writeZip(files: readonly ZipFile[]): Buffer {
  const entries: Zippable = {};
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new Error(`Duplicate ZIP entry name: ${file.name}`);
    entries[file.name] = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
  }
  const archive = zipSync(entries, { level: 0, mtime: ENTRY_TIME });
  return Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
}

/**
 * The files of a ZIP (directories left out), refusing archives with more entries or more
 * uncompressed bytes than the limits before inflating anything. fflate inflates each entry into a
 * buffer of the size its header declares, so a header that understates a size cannot make an entry
 * take more memory than declared.
 */
export function readZip(archive: Uint8Array, limits: ZipReadLimits = DEFAULT_ZIP_READ_LIMITS): ZipEntry[] {
  let entryCount = 0;
  let totalBytes = 0;
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(archive, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        entryCount += 1;
        totalBytes += file.originalSize;
        if (entryCount > limits.maxEntries)
          throw new ZipReadError(`The archive has more than ${limits.maxEntries} files.`);
        if (totalBytes > limits.maxTotalBytes) {
          throw new ZipReadError(`The archive's files take more than ${limits.maxTotalBytes} bytes.`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    throw new ZipReadError(`Not a valid ZIP archive: ${(error as Error).message}`);
  }
  return Object.entries(unzipped).map(([name, data]) => ({ name, data }));
}
