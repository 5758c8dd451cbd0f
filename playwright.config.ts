import { defineConfig } from '@playwright/test'

// End-to-end tests drive Debian's Chromium against the production build served by the real server,
// on a fresh PGlite data directory each run (scripts/e2e-server.mjs wipes it first).
const port = Number(process.env.E2E_PORT ?? 8181)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI one retry, so a rare timing flake on a loaded machine does not hold back a landing; the list
  // reporter still names every test that needed it ("flaky"), and a test that fails twice fails the run.
  // Locally none, so a flake shows up where it can be looked into.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Error reports go to the server's own sandbox collector (tests/e2e/error-reporting.spec.ts reads them).
    // Callback receivers in the tests listen on 127.0.0.1, so private addresses are allowed
    // (docs/operations.md, "Outbound calls").
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.data-e2e',
      LOG_LEVEL: 'silent',
      ERROR_REPORTING_DSN: 'sandbox',
      OUTBOUND_PRIVATE_ADDRESSES: 'allow',
      // Every browser of the suite calls from 127.0.0.1.
      API_REQUESTS_PER_MINUTE: '1000000',
    },
  },
})
