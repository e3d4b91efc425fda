export const DEFAULT_CHROMIUM_PATH: string;

export interface ChromiumHost {
  env: Record<string, string | undefined>;
  exists(file: string): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command; its exit status. */
  run(command: string, args: string[], env: Record<string, string | undefined>): number;
  log(line: string): void;
}

export function systemHost(): ChromiumHost;
export function ensureChromium(host?: ChromiumHost): { path: string } | { error: string };
