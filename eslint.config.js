import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's public surface; glob exceptions are matched against absolute paths. */
const FEATURE_INDEX = path.join(root, 'src/features/*/index.{ts,tsx}');

/** Layout boundaries (DESIGN.md "Layout"): app → features → components/utils/api; src never imports server. */
const BOUNDARY_ZONES = [
  ...features.map((feature) => ({
    target: `src/features/${feature}/**`,
    from: 'src/features/**',
    except: [path.join(root, `src/features/${feature}/**`), FEATURE_INDEX],
    message: 'Import another feature only through its index.ts.',
  })),
  {
    target: ['src/app/**', 'src/*.{ts,tsx}'],
    from: 'src/features/**',
    except: [FEATURE_INDEX],
    message: 'Import a feature only through its index.ts.',
  },
  {
    target: ['src/api', 'src/components', 'src/utils', 'src/constants.ts'],
    from: ['src/features', 'src/app'],
    message: 'Shared layers import no feature and nothing from app/.',
  },
  { target: 'src', from: 'server', message: 'The app does not import the server.' },
  { target: 'server', from: 'src', message: 'The server does not import the app: share code through common/.' },
  {
    target: 'common',
    from: ['src', 'server'],
    message: 'common/ is the wire contract both sides import; it imports neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      '.superset/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The typed client and the slices carry no `any`.
    files: ['src/api/**/*.ts', 'src/features/**/*Slice.ts', 'src/features/**/slice.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Stored text reaches the page as text: nothing in the app turns a string into HTML.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, not HTML from a string.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Set textContent, not HTML from a string.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/][callee.object.name='document']",
          message: 'Build elements, not HTML from a string.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Build elements, not HTML from a string.',
        },
      ],
    },
  },
  {
    // Components never call fetch: src/api/ is the only place that does.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the server through src/api/ only.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the server through src/api/ only.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: BOUNDARY_ZONES }],
    },
  },
  {
    // Type-only imports do not count; node_modules are not followed. No maxDepth: each module is
    // parsed once either way, and a depth limit measured no faster on this graph.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
