// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdStyleGenerators, isAntdStyleModule } from '../../scripts/vite/antdStyleGenerators';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;

const plugin = antdStyleGenerators();
const transform = plugin.transform as unknown as Transform;
const run = (code: string, id: string) => transform.call({ parse: parseAst }, code, id);
const antdFile = (relative: string) => path.resolve('node_modules/antd/es', relative);

describe('antdStyleGenerators', () => {
  it("applies to antd's style modules only", () => {
    expect(isAntdStyleModule(antdFile('button/style/index.js'))).toBe(true);
    expect(isAntdStyleModule(antdFile('input/style/otp.js'))).toBe(true);
    expect(isAntdStyleModule(antdFile('_util/wave/style.js'))).toBe(true);
    expect(isAntdStyleModule(antdFile('button/Button.js'))).toBe(false);
    expect(isAntdStyleModule(path.resolve('src/features/sqlLab/style/index.js'))).toBe(false);
    expect(run('export default genStyleHooks("X", () => [1], null);', antdFile('button/Button.js'))).toBeNull();
  });

  it("replaces the style writer of antd's button with one that writes nothing and keeps its tokens", async () => {
    const id = antdFile('button/style/index.js');
    const source = await readFile(id, 'utf8');
    expect(source).toContain('genSharedButtonStyle(buttonToken)');
    const result = run(source, id);
    expect(result).not.toBeNull();
    const code = result!.code;
    // The writers are no longer called: the bundler drops them as unused.
    expect(code).not.toContain('genSharedButtonStyle(buttonToken)');
    expect(code).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken,/);
    // Still a module that parses, with the same exports.
    expect(() => parseAst(code)).not.toThrow();
    expect(code).toContain('export default');
  });

  it('replaces each style writer of a module with several hooks, and only the writer argument', () => {
    const source = [
      "export const useA = genStyleHooks(['Input', 'OTP'], (token) => [writeA(token, { nested: call() })], prepA);",
      "export const SubStyle = genSubStyleComponent(['Button', 'compact'], function (token) { return writeB(token); });",
      "export default genComponentStyleHook('Wave', (token) => writeC(token), undefined, { order: 1 });",
      'export const untouched = otherFactory("X", (token) => writeD(token));',
    ].join('\n');
    const code = run(source, antdFile('input/style/otp.js'))!.code;
    expect(code).toBe(
      [
        "export const useA = genStyleHooks(['Input', 'OTP'], () => [], prepA);",
        "export const SubStyle = genSubStyleComponent(['Button', 'compact'], () => []);",
        "export default genComponentStyleHook('Wave', () => [], undefined, { order: 1 });",
        'export const untouched = otherFactory("X", (token) => writeD(token));',
      ].join('\n'),
    );
  });

  it('leaves a style module without style hooks as it is', () => {
    expect(run('export const prepareToken = (token) => token;', antdFile('button/style/token.js'))).toBeNull();
  });
});
