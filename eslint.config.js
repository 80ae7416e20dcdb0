import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', '.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Pure rules and UI never reach into routes (imports flow routes -> domain -> db).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/routes/*', '../routes/*'], message: 'Domain code must not import routes.' }] }],
    },
  },
  {
    // Journeys fail on a Content-Security-Policy violation through tests/e2e/test.ts.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './test': it fails a journey on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server.js', 'server/cluster.js', 'scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
