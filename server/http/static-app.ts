// Serves the built PWA from dist/: hashed assets long-cached, the service worker and the shell never,
// and every other navigation falls back to the shell of its audience's app so client routes load on refresh.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { shellOf } from '../../src/contract/audience.ts'
import type { AppEnv } from './types.ts'

export function mountStaticApp(app: Hono<AppEnv>, distDir: string): void {
  const root = resolve(distDir)
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', async (c, next) => {
    await next()
    const path = c.req.path
    if (path === '/sw.js' || path === '/manifest.webmanifest' || path.endsWith('.html'))
      c.header('Cache-Control', 'no-cache')
  })
  // The brotli or gzip copy written at build time (vite.config.ts), whichever the browser accepts.
  app.use('*', serveStatic({ root: distDir, precompressed: true }))
  app.get('*', (c) => {
    // The shell of the page's audience: a payment page or a storefront starts the public app alone.
    const indexFile = join(root, shellOf(c.req.path))
    if (!existsSync(indexFile)) {
      return c.text('The app is not built yet: run `npm run build` (npm start does this for you).', 503)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(readFileSync(indexFile, 'utf8'))
  })
}
