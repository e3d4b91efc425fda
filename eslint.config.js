import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', '.data/**', '.superset/**', 'test-results/**', 'playwright-report/**', '.reports/**'],
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
    // Components never call fetch: src/api/ is the only place that does.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the server through src/api/ only.' }],
      'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Call the server through src/api/ only.' }],
    },
  },
);
