// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { npmTooOld, npmVersionFromUserAgent, requiredMajor } from '../../scripts/check-npm.mjs';

describe('the npm version check before npm test', () => {
  it('reads the npm major package.json asks for', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { npm: string };
      scripts: Record<string, string>;
    };
    expect(requiredMajor(manifest.engines.npm)).toBe(11);
    expect(manifest.scripts.pretest).toBe('node scripts/check-npm.mjs');
    expect(requiredMajor(undefined)).toBeNull();
  });

  it('reads the running npm from its user agent', () => {
    expect(npmVersionFromUserAgent('npm/10.9.2 node/v20.20.2 linux x64 workspaces/false')).toBe('10.9.2');
    expect(npmVersionFromUserAgent(undefined)).toBeNull();
  });

  it('prints the exact upgrade command for npm 10, and nothing for npm 11 or later', () => {
    expect(npmTooOld('10.9.2', '>=11')).toContain('\n  npm install -g npm@11');
    expect(npmTooOld('11.0.0', '>=11')).toBeNull();
    expect(npmTooOld('12.1.0', '>=11')).toBeNull();
  });
});
