// The API reference at /api/v1/docs: Scalar's API reference (the @scalar/api-reference browser build,
// served from this server, never a CDN) over /api/v1/openapi.json, with "try it" against this sandbox
// using a session token or an API key, and request samples (curl, JavaScript, PHP, Python and more).
// The page holds no inline script, so the app's strict CSP applies unchanged.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Hono } from 'hono'
import { PRODUCT_TITLE } from '../../src/contract/constants.ts'
import type { AppEnv } from './types.ts'

const BROWSER_BUILD = fileURLToPath(
  new URL('../../node_modules/@scalar/api-reference/dist/browser/', import.meta.url),
)

/** The build's own files by name (the entry and its lazily loaded chunks); nothing else is served. */
function buildFiles(): Map<string, string> {
  const files = new Map<string, string>()
  for (const name of readdirSync(BROWSER_BUILD))
    if (name === 'standalone.esm.js') files.set(name, `${BROWSER_BUILD}${name}`)
  for (const name of readdirSync(`${BROWSER_BUILD}chunks`))
    if (name.endsWith('.js')) files.set(`chunks/${name}`, `${BROWSER_BUILD}chunks/${name}`)
  return files
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_TITLE} API reference</title><meta name="description" content="${PRODUCT_TITLE} API reference: the merchant API, API keys, webhooks and the sandbox">
<script type="module" src="/api/v1/docs/init.js"></script></head>
<body><div id="reference"></div><noscript><p>The ${PRODUCT_TITLE} API reference needs JavaScript. The document itself is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p></noscript></body></html>`

// "Try it" sends the request from this page to this server; the API key or session token is typed into
// the reference's auth panel and stays in the browser.
const INIT = `import { createApiReference } from '/api/v1/docs/assets/standalone.esm.js'
createApiReference('#reference', {
  url: '/api/v1/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  authentication: { preferredSecurityScheme: 'apiKey' },
  metaData: { title: '${PRODUCT_TITLE} API reference' },
})
`

export function mountApiDocs(api: Hono<AppEnv>): void {
  const files = buildFiles()
  api.get('/docs', (c) => c.html(PAGE))
  api.get('/docs/init.js', (c) =>
    c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  )
  api.get('/docs/assets/*', (c) => {
    const name = c.req.path.slice('/api/v1/docs/assets/'.length)
    const path = files.get(name)
    if (!path) return c.text('Not found', 404)
    // Chunk names carry a content hash; the entry's name does not, so it is revalidated daily.
    const cache = name.startsWith('chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400'
    return c.body(readFileSync(path), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': cache,
    })
  })
}
