import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layout from './eslint/layerBoundaries.js';

const root = import.meta.dirname;

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
    // Layers and features (DESIGN.md "Layout"); import cycles are checked by dpdm in `npm run lint`.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { layout },
    rules: { 'layout/layer-boundaries': ['error', { root }] },
  },
);
