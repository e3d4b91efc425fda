// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ensureChromium, type ChromiumHost } from '../../scripts/ensure-chromium.mjs';

interface FakeMachine extends ChromiumHost {
  files: Set<string>;
  commands: string[];
}

function machine(overrides: Partial<ChromiumHost> & { files?: string[]; installWorks?: boolean } = {}): FakeMachine {
  const files = new Set(overrides.files ?? []);
  const commands: string[] = [];
  return {
    env: {},
    isRoot: true,
    hasAptGet: true,
    log: () => undefined,
    ...overrides,
    files,
    commands,
    exists: (file) => files.has(file),
    run: (command, args, env) => {
      commands.push(`${env.DEBIAN_FRONTEND ?? ''} ${command} ${args.join(' ')}`.trim());
      if (overrides.installWorks !== false && args[0] === 'install') files.add('/usr/bin/chromium');
      return overrides.installWorks === false && args[0] === 'install' ? 100 : 0;
    },
  };
}

describe('ensureChromium (npm test gets its browser itself)', () => {
  it('uses /usr/bin/chromium when it is there, installing nothing', () => {
    const host = machine({ files: ['/usr/bin/chromium'] });
    expect(ensureChromium(host)).toEqual({ path: '/usr/bin/chromium' });
    expect(host.commands).toEqual([]);
  });

  it('uses CHROMIUM_PATH when set, and says so when it points nowhere (installing nothing)', () => {
    expect(ensureChromium(machine({ env: { CHROMIUM_PATH: '/opt/chrome' }, files: ['/opt/chrome'] }))).toEqual({
      path: '/opt/chrome',
    });
    const host = machine({ env: { CHROMIUM_PATH: '/opt/missing' } });
    expect(ensureChromium(host)).toEqual({
      error: expect.stringContaining('CHROMIUM_PATH is /opt/missing, which does not exist'),
    });
    expect(host.commands).toEqual([]);
  });

  it('as root with apt-get, runs apt-get update and installs Debian’s chromium, non-interactively', () => {
    const host = machine();
    expect(ensureChromium(host)).toEqual({ path: '/usr/bin/chromium' });
    expect(host.commands).toEqual([
      'noninteractive apt-get update -qq',
      'noninteractive apt-get install -y -qq chromium',
    ]);
  });

  it('stops with the exact command when the user cannot install packages', () => {
    const host = machine({ isRoot: false });
    const result = ensureChromium(host);
    expect(result).toEqual({
      error: expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium'),
    });
    expect(host.commands).toEqual([]);
    expect(ensureChromium(machine({ hasAptGet: false }))).toEqual({
      error: expect.stringContaining('set CHROMIUM_PATH'),
    });
  });

  it('stops with the command to run when the install fails', () => {
    expect(ensureChromium(machine({ installWorks: false }))).toEqual({
      error: expect.stringContaining('apt-get update && apt-get install -y chromium'),
    });
  });
});
