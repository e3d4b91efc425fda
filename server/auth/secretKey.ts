import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_KEY_FILE_NAME = 'secret_key';

/**
 * The key that signs session cookies and API tokens: SECRET_KEY when set, otherwise a random key
 * generated on first start and kept in the data folder (readable by the owner only), so sessions
 * and tokens survive restarts.
 */
export async function resolveSecretKey(configuredKey: string, dataDir: string): Promise<string> {
  if (configuredKey) return configuredKey;
  const file = path.join(dataDir, SECRET_KEY_FILE_NAME);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  await writeFile(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
