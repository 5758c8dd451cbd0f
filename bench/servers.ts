// The two servers the bench compares, both in this process on loopback ephemeral ports:
// a bare Hono JSON route (the baseline) and the real app on a fresh seeded PGlite database.
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import { createApp } from '../server/app.ts'
import { startPublicReadCache } from '../server/http/public-read-cache.ts'
import { firstScreenRenderers } from '../server/http/first-screen.ts'
import { systemClock } from '../server/clock.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { seedIfEmpty } from '../server/db/seed.ts'
import { silentLogger } from '../server/log.ts'
import { memoryAcquirerKeys } from '../server/sandbox/acquirer-keys.ts'
import { sandboxDeps } from '../server/sandbox/providers.ts'

export interface Running {
  url: string
  close(): Promise<void>
}

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    )
  })
}

const closeServer = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()))

export async function startBare(): Promise<Running> {
  const app = new Hono()
  app.get('/bare', (c) => c.json({ ok: true }))
  const { server, url } = await listen(app.fetch)
  return { url, close: () => closeServer(server) }
}

/** The real app; with `serveApp` it also serves the built PWA from dist/, as `npm start` does. */
export async function startReal(options: { serveApp?: boolean } = {}): Promise<Running> {
  const database = await openDatabase({ dataDir: 'memory://' })
  let listening: Awaited<ReturnType<typeof listen>>
  let stopCache = async () => {}
  try {
    // Defaults otherwise, as `npm start` runs: trustProxy off, so every request counts for 127.0.0.1.
    const config = loadConfig({
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'silent',
      // The load comes from one address.
      API_REQUESTS_PER_MINUTE: '10000000',
    })
    const core = { db: database.db, clock: systemClock, config, log: silentLogger }
    const deps = sandboxDeps(core, memoryAcquirerKeys())
    await seedIfEmpty(deps)
    // As server/index.ts runs it: the storefront's catalogue reads from memory until a change.
    const publicReadCache = await startPublicReadCache(database)
    stopCache = () => publicReadCache.stop()
    const { app } = createApp(deps, { ...options, publicReadCache })
    listening = await listen(app.fetch)
    // As server/index.ts does: React's production build, compiled before the first page is measured.
    if (options.serveApp) {
      process.env.NODE_ENV ??= 'production'
      await firstScreenRenderers()
    }
  } catch (error) {
    await database.close() // an open database would keep the process alive after the crash
    throw error
  }
  const { server, url } = listening
  return {
    url,
    close: async () => {
      await closeServer(server)
      await stopCache()
      await database.close()
    },
  }
}
