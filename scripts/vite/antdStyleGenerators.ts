/**
 * With antd's styles built into a static stylesheet (antdStaticStyle.ts) and antd's runtime told so
 * (`zeroRuntime`), the functions that write each component's CSS are never called in the browser,
 * yet every page would still download them: about a third of antd's code. In antd's style modules
 * the build replaces each style function handed to antd's style-hook factories with one that
 * writes nothing, so the bundler drops the generators. Component tokens (the CSS variables antd
 * still sets at runtime) are the factories' third argument and stay.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** antd's style modules: each component's `style/` folder and the click-wave effect's style. */
const ANTD_STYLE_MODULE =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:.+[\\/]style[\\/][^\\/]+|_util[\\/]wave[\\/]style)\.js$/;
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const WRITES_NOTHING = '() => []';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Every node of the tree, depth first. */
function* nodesOf(node: AstNode): Generator<AstNode> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item);
    } else if (isNode(value)) yield* nodesOf(value);
  }
}

/** The style-function argument of each `genStyleHooks(name, styleFn, …)`-like call. */
export function styleFunctionRanges(program: AstNode): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  for (const node of nodesOf(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as AstNode & { name?: string };
    const args = node.arguments as AstNode[];
    const styleFn = args[1];
    const insideEarlier = ranges.some((range) => styleFn && styleFn.start >= range.start && styleFn.end <= range.end);
    if (callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(callee.name ?? '') && styleFn && !insideEarlier) {
      ranges.push({ start: styleFn.start, end: styleFn.end });
    }
  }
  return ranges;
}

export function isAntdStyleModule(id: string): boolean {
  return ANTD_STYLE_MODULE.test(id);
}

/** Drops antd's CSS writers from production bundles (build only: dev builds styles at runtime). */
export function antdStyleGenerators(): Plugin {
  return {
    name: 'tessera:antd-style-generators',
    apply: 'build',
    transform(code, id) {
      if (!isAntdStyleModule(id)) return null;
      const ranges = styleFunctionRanges(this.parse(code) as unknown as AstNode);
      if (ranges.length === 0) return null;
      const edited = new MagicString(code);
      for (const range of ranges) edited.overwrite(range.start, range.end, WRITES_NOTHING);
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
