/**
 * antd writes its components' CSS in the browser (CSS-in-JS), which on a dashboard's first load
 * costs the main thread well over 100 ms of style building and <style> insertion. The build
 * renders the styles of every antd component the app imports, with the app's theme, into one
 * hashed stylesheet linked from index.html. The stylesheet carries antd's cache-path map, so
 * antd's runtime finds each of those styles already present and skips building it; a component
 * missing from the sheet still gets its style at runtime, as before.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { APP_THEME } from '../../src/app/theme';

const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'antd'/g;
/** antd's static helpers whose styles are not components' but still drawn (toasts, modals). */
const ALWAYS_INCLUDED = ['App', 'message', 'notification', 'Modal'];

/** The antd components named in `import { … } from 'antd'` (types and helpers left out). */
export function antdComponentsImportedBy(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(ANTD_IMPORT)) {
    for (const specifier of match[1]!.split(',')) {
      const imported = specifier.trim();
      if (imported.startsWith('type ')) continue;
      const name = imported.split(/\s+as\s+/)[0]!.trim();
      if (/^[A-Z]/.test(name) && !name.endsWith('Props')) names.add(name);
    }
  }
  return [...names];
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return Promise.resolve(/\.tsx?$/.test(entry.name) ? [file] : []);
    }),
  );
  return nested.flat();
}

/** Every antd component the app's sources import, plus the static helpers, sorted. */
export async function antdComponentsOfApp(sourceDir: string): Promise<string[]> {
  const names = new Set(ALWAYS_INCLUDED);
  for (const file of await sourceFiles(sourceDir)) {
    for (const name of antdComponentsImportedBy(await readFile(file, 'utf8'))) names.add(name);
  }
  names.delete('ConfigProvider');
  return [...names].sort();
}

/**
 * The stylesheet of these components under the app's theme. antd is imported here, not at the top:
 * its class-name prefix is read from NODE_ENV when it loads, which Vite has set by this time.
 */
export async function renderAntdStyles(components: readonly string[]): Promise<string> {
  const [{ extractStyle }, { ConfigProvider }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('antd'),
  ]);
  return extractStyle({
    includes: [...components],
    customTheme: (node: ReactElement) => createElement(ConfigProvider, { theme: APP_THEME }, node),
  });
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 10);
}

/** Builds the stylesheet and links it in the page's head (build only). */
export function antdStaticStyle(): Plugin {
  let css = '';
  let fileName = '';
  let base = '/';
  let sourceDir = '';
  return {
    name: 'tessera:antd-static-style',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      sourceDir = path.resolve(config.root, 'src');
    },
    async buildStart() {
      css = await renderAntdStyles(await antdComponentsOfApp(sourceDir));
      fileName = `assets/antd-${contentHash(css)}.css`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${fileName}` }, injectTo: 'head' }];
    },
  };
}
