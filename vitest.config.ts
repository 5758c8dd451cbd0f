import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } }

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // After every test: the ledger balances, no balance is negative, the dashboard agrees.
          setupFiles: ['tests/support/ledger-invariants.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file migrates its own PGlite database; two cores run two files at once at most.
          maxWorkers: 2,
          // After the unit tests, so a bare `vitest run` (both projects) can give each its own worker count.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve,
        test: {
          // PostgreSQL only (several processes on one database, faults): run by `npm run test:pg`, which
          // starts a throwaway cluster and sets TEST_DATABASE_URL. Without it these tests fail, never skip.
          name: 'pg',
          include: ['tests/pg/**/*.test.ts'],
          setupFiles: ['tests/support/require-postgres.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
