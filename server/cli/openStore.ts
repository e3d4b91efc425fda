import { existsSync } from 'node:fs';
import path from 'node:path';
import { METADATA_FILE_NAME, MetadataStore } from '../store';

/** Why the command could not open the data folder, worded for the person at the terminal. */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    /** The process exit code: 3 when another process (the server) holds the file. */
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** DuckDB's words when another process holds the file's write lock. */
const LOCKED = /Could not set lock on file|Conflicting lock is held/i;

function lockedMessage(dataDir: string, error: Error, command: string): string {
  const pid = /PID (\d+)/.exec(error.message)?.[1];
  return [
    `The metadata database in ${dataDir} is in use by another process${pid ? ` (PID ${pid})` : ''}, most likely the Tessera server.`,
    'Only one process may write to it at a time, so nothing was changed.',
    'Either stop the server and run the same command again:',
    `  ${command}`,
    'or, with the server running, make the change as an admin in the app or through its API',
    '(/api/v1/security/users/).',
  ].join('\n');
}

/**
 * Opens the data folder's metadata store through the server's own code (migrations included).
 * `create` may start a new data folder; every other command needs an existing one.
 */
export async function openStore(
  dataDir: string,
  options: { mayCreate: boolean; command: string },
): Promise<MetadataStore> {
  if (!options.mayCreate && !existsSync(path.join(dataDir, METADATA_FILE_NAME))) {
    throw new StoreUnavailableError(
      `There is no Tessera data in ${dataDir} (no ${METADATA_FILE_NAME}). Start the server once, or set TESSERA_DATA_DIR to the data folder.`,
      1,
    );
  }
  try {
    return await MetadataStore.open(dataDir);
  } catch (error) {
    if (error instanceof Error && LOCKED.test(error.message)) {
      throw new StoreUnavailableError(lockedMessage(dataDir, error, options.command), 3);
    }
    throw error;
  }
}
