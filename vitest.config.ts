import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Vitest's default is one worker fewer than the cores: on CI's 2 cores, a single worker. Integration
// files spend much of their time waiting on PostgreSQL, so the run takes one more than the cores.
const workers = availableParallelism() + 1

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: workers,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'vitest-session-secret-0123456789abcdef', WEB_CONCURRENCY: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.server.test.{ts,tsx}', 'node_modules/**'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Tests of server modules run against a real PostgreSQL: a database per test file,
          // cloned from a template that the global setup migrated once.
          include: ['app/**/*.server.test.{ts,tsx}', 'server/**/*.server.test.ts', 'scripts/**/*.server.test.ts'],
          globalSetup: ['tests/setup/global-database.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/file-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
