import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.cache/**',
      'web-reader/build/**',
      'web-reader/.test-builds/**',
      'web-reader/.react-router/**',
      'web-reader/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web-reader/**', 'web-admin/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Measurements add up what concurrent loops did: a total updated across an await loses their work.
    files: ['bench/src/**'],
    rules: { 'require-atomic-updates': ['error', { allowProperties: true }] },
  },
  {
    // The demo is written through ports the API passes in; it never reaches into the API.
    files: ['packages/demo/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@afrimedia/api', '**/services/**'] }],
    },
  },
  {
    // Deciders stay pure: no clock, no I/O, no database or web framework.
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'pg', 'kysely', 'express', '@afrimedia/event-store', '@afrimedia/postgres'] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'setTimeout', 'setInterval', 'process'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Time comes in with the command.',
        },
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Time comes in with the command.',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Ids come in with the command.',
        },
      ],
    },
  },
);
