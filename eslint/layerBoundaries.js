// The layout's import boundaries (DESIGN.md "Layout"), checked on resolved paths:
//   a feature reaches another feature only through its index.ts; app/ and src/*.tsx likewise;
//   api/, components/, utils/ and constants.ts import no feature and nothing from app/;
//   src/ and server/ never import each other; common/ imports neither.
import path from 'node:path';

const SOURCE_EXTENSION = /\.(tsx?|jsx?|mjs)$/;

/** `src/features/<name>` of a repository-relative path, or null. */
function featureOf(relativePath) {
  const match = /^src\/features\/([^/]+)(?:\/|$)/.exec(relativePath);
  return match ? match[1] : null;
}

function isFeatureIndex(relativePath, feature) {
  const withoutExtension = relativePath.replace(SOURCE_EXTENSION, '');
  return withoutExtension === `src/features/${feature}` || withoutExtension === `src/features/${feature}/index`;
}

const isUnder = (relativePath, folder) => relativePath === folder || relativePath.startsWith(`${folder}/`);

/** The message for importing `target` from `importer` (both relative to the root), or null when allowed. */
export function boundaryViolation(importer, target) {
  if (isUnder(importer, 'src') && isUnder(target, 'server')) return 'The app does not import the server.';
  if (isUnder(importer, 'server') && isUnder(target, 'src'))
    return 'The server does not import the app: share code through common/.';
  if (isUnder(importer, 'common') && (isUnder(target, 'src') || isUnder(target, 'server')))
    return 'common/ is the wire contract both sides import; it imports neither.';
  const targetFeature = featureOf(target);
  const sharedLayer = ['src/api', 'src/components', 'src/utils'].some((folder) => isUnder(importer, folder));
  if ((sharedLayer || importer === 'src/constants.ts') && (targetFeature || isUnder(target, 'src/app')))
    return 'Shared layers import no feature and nothing from app/.';
  if (!targetFeature) return null;
  const importerFeature = featureOf(importer);
  if (importerFeature === targetFeature) return null;
  const outsideFeatures = isUnder(importer, 'src/app') || /^src\/[^/]+$/.test(importer);
  if ((importerFeature || outsideFeatures) && !isFeatureIndex(target, targetFeature))
    return `Import the ${targetFeature} feature only through its index.ts.`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Holds the layout's import boundaries between layers and features." },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const message = boundaryViolation(importer, target);
      if (message) context.report({ node, message });
    };
    const fromDeclaration = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromDeclaration,
      ExportNamedDeclaration: fromDeclaration,
      ExportAllDeclaration: fromDeclaration,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'layer-boundaries': rule } };
