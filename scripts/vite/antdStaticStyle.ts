/**
 * antd writes its components' CSS in the browser (CSS-in-JS), which on a dashboard's first load
 * costs the main thread well over 100 ms of style building and <style> insertion. The build
 * renders the styles of every antd component, with the app's theme, into one hashed stylesheet
 * linked from index.html, and the built app tells antd's runtime to write none (`zeroRuntime`,
 * src/app/startApp.tsx); antdStyleGenerators.ts then leaves the CSS writers out of the bundle.
 * Every component, not only those the app names: antd's components draw others inside them (a
 * select's empty list, a table's pagination), whose styles nothing would write otherwise.
 */
import { createHash } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { APP_THEME } from '../../src/app/theme';

/**
 * The stylesheet of every antd component under the app's theme. antd is imported here, not at the
 * top: its class-name prefix is read from NODE_ENV when it loads, which Vite has set by this time.
 */
export async function renderAntdStyles(): Promise<string> {
  const [{ extractStyle }, { ConfigProvider }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('antd'),
  ]);
  return extractStyle({
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
  return {
    name: 'tessera:antd-static-style',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      css = await renderAntdStyles();
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
