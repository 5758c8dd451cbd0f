// Process entry: configuration, database (migrated, seeded once), HTTP server, shutdown.
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { firstScreenRenderers } from './http/first-screen.ts'
import { SandboxClock } from './clock.ts'
import { loadConfig, type Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedIfEmpty } from './db/seed.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed-data.ts'
import { DEMO_STORE_UNIQUE_ID } from './services/stores/demo.ts'
import { createLogger } from './log.ts'
import { startJobRunner } from './jobs/queue.ts'
import { JOB_HANDLERS, REPORT_JOB_HANDLERS } from './jobs/handlers.ts'
import { ensureSettlementRun } from './services/money-out/settlements.ts'
import { flushUsage } from './services/developers/usage.ts'
import { loadOrCreateAcquirerKeys } from './sandbox/card-acquirer.ts'

function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    // Stop before opening any database: a bad setting should never half-start a server.
    console.error(`Niaga cannot start. ${error instanceof Error ? error.message : String(error)}\nSee "Configuration" in README.md.`)
    process.exit(1)
  }
}

const config = configOrExit()
// React is loaded later, for the first screens (server/http/first-screen.ts): its production build, not the
// development one that checks and warns on every render.
process.env.NODE_ENV ??= 'production'
const log = createLogger(config.logLevel)
const clock = new SandboxClock()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const seeded = config.seed ? await seedIfEmpty(database.db, clock) : false

// The acquirer key pair lives beside the data so card payments keep working across restarts.
const acquirer = loadOrCreateAcquirerKeys(config.dataDir)
const deps = { db: database.db, clock, config, log, acquirer }
const { app } = createApp(deps, { serveApp: true })
// Pending money settles on schedule even on a database seeded (or migrated) before anything was paid.
await ensureSettlementRun(deps.db, clock.now())
const jobRunner = startJobRunner(deps, JOB_HANDLERS)
const reportRunner = startJobRunner(deps, REPORT_JOB_HANDLERS)
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host}:${info.port}`
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  const name = config.sandbox ? 'Niaga Sandbox' : 'Niaga (sandbox tools off)'
  console.log(`\n${name} is running at ${url}  (database: ${where}${seeded ? ', seeded just now' : ''})`)
  console.log(`API reference: ${url}/api/v1/docs`)
  if (config.sandbox && config.seed) {
    console.log(`Demo storefront: ${url}/storefront/mobile/${DEMO_STORE_UNIQUE_ID}`)
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`)
    for (const login of DEMO_LOGINS) console.log(`  ${login.type.padEnd(10)} ${login.email}`)
  }
  console.log('')
  // Compiling the first screens' renderers takes seconds on a small machine: now, not on a payer's visit.
  void firstScreenRenderers().catch((error: unknown) => log.error('first screen renderers failed to load', { error: String(error) }))
})

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  log.info('shutting down', { signal })
  jobRunner.stop()
  reportRunner.stop()
  server.close()
  await flushUsage(database.db).catch((error: unknown) => log.error('api key usage not recorded', { error: String(error) }))
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
