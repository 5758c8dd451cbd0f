// Process entry: configuration, then what this process runs (docs/operations.md, "Several processes"):
// - one process (PGlite, or API_PROCESSES=1): migrations, seed, HTTP and the job runners;
// - a cluster (DATABASE_URL and API_PROCESSES > 1, by default one per core): the primary migrates, seeds
//   and runs the jobs, and forks API_PROCESSES workers that share the port and serve HTTP only, so a
//   long job never holds up a request; a worker that dies is replaced;
// - SERVER_ROLE=api or jobs: one of those two parts alone, for a process manager of your own.
import cluster, { type Worker } from 'node:cluster'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { firstScreenRenderers } from './http/first-screen.ts'
import { startPublicReadCache } from './http/public-read-cache.ts'
import { startLiveHub } from './services/live/hub.ts'
import { SandboxClock } from './clock.ts'
import { loadConfig, type Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import { startBackupControl } from './db/backup-control.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { seedIfEmpty } from './db/seed.ts'
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed-data.ts'
import { DEMO_STORE_UNIQUE_ID } from './services/stores/demo.ts'
import { followSharedClock } from './services/sandbox-clock/shared-clock.ts'
import { createLogger } from './log.ts'
import { startJobRunner } from './jobs/queue.ts'
import { JOB_HANDLERS, REPORT_JOB_HANDLERS } from './jobs/handlers.ts'
import { ensureSettlementRun } from './services/money-out/settlements.ts'
import { flushUsage } from './services/developers/usage.ts'
import { loadOrCreateAcquirerKeys } from './sandbox/acquirer-keys.ts'
import { sandboxDeps } from './sandbox/providers.ts'

function configOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    // Stop before opening any database: a bad setting should never half-start a server.
    console.error(
      `Niaga cannot start. ${error instanceof Error ? error.message : String(error)}\nSee "Configuration" in README.md.`,
    )
    process.exit(1)
  }
}

const config = configOrExit()
// React is loaded later, for the first screens (server/http/first-screen.ts): its production build, not the
// development one that checks and warns on every render.
process.env.NODE_ENV ??= 'production'
const log = createLogger(config.logLevel)

const clustered = config.role === 'all' && config.apiProcesses > 1
const runsHttp = cluster.isWorker || (!clustered && config.role !== 'jobs')
// The jobs' process is also the one that migrates and seeds: API processes start on a migrated database.
const runsJobs = !cluster.isWorker && config.role !== 'api'

const clock = new SandboxClock()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  migrate: runsJobs,
}).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error
  console.error(`Niaga cannot start. ${error.message}`)
  process.exit(1)
})
// PGlite: `npm run db:backup` asks this process for a consistent copy (docs/operations.md, "Backups").
const backupControl = await startBackupControl(database, log)
// The acquirer key pair lives beside the data so card payments keep working across restarts (the jobs'
// process makes it before any worker starts, so every process has the same one).
const acquirerKeys = loadOrCreateAcquirerKeys(config.dataDir)
// Every outside party is the sandbox's; a real provider is passed here (docs/providers.md).
const deps = sandboxDeps({ db: database.db, clock, config, log }, acquirerKeys)
const seeded = runsJobs && config.seed ? await seedIfEmpty(deps) : false
const stopFollowingClock = await followSharedClock(database, clock)
const stoppers: Array<() => Promise<void> | void> = []

function announce(port: number) {
  const url = `http://${config.host}:${port}`
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  const name = config.sandbox ? 'Niaga Sandbox' : 'Niaga (sandbox tools off)'
  const processes = clustered ? `, ${config.apiProcesses} API processes and a job runner` : ''
  console.log(
    `\n${name} is running at ${url}  (database: ${where}${processes}${seeded ? ', seeded just now' : ''})`,
  )
  console.log(`API reference: ${url}/api/v1/docs`)
  if (config.sandbox && config.seed) {
    console.log(`Demo storefront: ${url}/storefront/mobile/${DEMO_STORE_UNIQUE_ID}`)
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`)
    for (const login of DEMO_LOGINS) console.log(`  ${login.type.padEnd(10)} ${login.email}`)
  }
  console.log('')
}

if (runsJobs) {
  // Pending money settles on schedule even on a database seeded (or migrated) before anything was paid.
  await ensureSettlementRun(deps, clock.now())
  const jobRunner = startJobRunner(deps, JOB_HANDLERS)
  const reportRunner = startJobRunner(deps, REPORT_JOB_HANDLERS)
  stoppers.push(() => {
    jobRunner.stop()
    reportRunner.stop()
  })
  if (config.role === 'jobs')
    console.log(
      `Niaga job runner is running (database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir})`,
    )
}

if (runsHttp) {
  const publicReadCache = await startPublicReadCache(database)
  const liveHub = await startLiveHub(database, deps)
  const { app } = createApp(deps, { serveApp: true, publicReadCache, liveHub })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    if (!cluster.isWorker) announce(info.port)
    // Compiling the first screens' renderers takes seconds on a small machine: now, not on a payer's visit.
    void firstScreenRenderers().then(
      () => log.info('first screens ready'),
      (error: unknown) => log.error('first screen renderers failed to load', { error: String(error) }),
    )
  })
  stoppers.push(async () => {
    server.close()
    await flushUsage(deps).catch((error: unknown) =>
      log.error('api key usage not recorded', { error: String(error) }),
    )
    await publicReadCache.stop()
    await liveHub.stop()
  })
}

let stopping = false
const workers = new Set<Worker>()
if (clustered && cluster.isPrimary) {
  let announced = false
  const fork = () => {
    const worker = cluster.fork()
    workers.add(worker)
    let listened = false
    worker.on('listening', (address) => {
      listened = true
      if (!announced) announce(address.port)
      announced = true
    })
    worker.on('exit', (code, signal) => {
      workers.delete(worker)
      if (stopping) return
      // One that never listened (the port is taken, a bad setting) would fail again: stop instead.
      if (!listened) {
        console.error(
          `Niaga cannot start: an API process exited before it listened (code ${code ?? signal}).`,
        )
        void stop('a worker failed to start', 1)
        return
      }
      log.error('an API process exited; starting another', { code, signal })
      fork()
    })
  }
  for (let i = 0; i < config.apiProcesses; i++) fork()
}

async function stop(reason: string, exitCode = 0) {
  if (stopping) return
  stopping = true
  log.info('shutting down', { reason })
  // Workers finish what they are answering and close first; the jobs' process closes the database last.
  const exited = [...workers].map((worker) => new Promise((resolve) => worker.once('exit', resolve)))
  for (const worker of workers) worker.process.kill('SIGTERM')
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 10_000).unref())])
  for (const stopper of stoppers) await stopper()
  await stopFollowingClock()
  await backupControl?.close()
  await database.close()
  process.exit(exitCode)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
