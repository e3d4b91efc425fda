/** A Tessera server a journey starts, kills and restarts itself (not Playwright's webServer). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository: Playwright runs from it (scripts/e2e.mjs, npx playwright test). */
const ROOT = process.cwd();

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export class OwnServer {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-own-'));
  private child: ChildProcess | null = null;
  private output: string[] = [];

  constructor(readonly port: number) {}

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server on this port and data folder and waits until /health answers. */
  async start(timeoutMs = 90_000): Promise<void> {
    if (this.child) throw new Error('The server is already running.');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        TESSERA_DATA_DIR: this.dataDir,
        ADMIN_PASSWORD: 'admin',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 200) this.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });

    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`The server exited while starting:\n${this.output.join('')}`);
      try {
        const response = await fetch(`${this.baseURL}/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The server did not answer /health within ${timeoutMs} ms:\n${this.output.join('')}`);
  }

  /** Kills the server at once (SIGKILL), as a crash or a pulled plug would, and waits for it to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  }

  /** Stops the server and removes its data folder. */
  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
