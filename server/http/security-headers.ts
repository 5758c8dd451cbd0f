// Security headers on every response; the strict CSP for the app shell and pages.
import type { MiddlewareHandler } from 'hono'

// Emotion (Chakra) injects <style> elements at run time, hence 'unsafe-inline' for styles only;
// scripts are 'self' alone: no inline script, no third-party script.
const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]

// Console and storefronts render product descriptions, whose allow-list (src/lib/rich-text.ts) admits
// https images and YouTube/Vimeo embeds.
export const APP_CSP = [
  ...BASE_CSP,
  "img-src 'self' data: blob: https:",
  'frame-src https://www.youtube.com https://player.vimeo.com',
].join('; ')

// Payment pages show no merchant content: nothing but our own images, no frames at all.
export const PAYMENT_CSP = [...BASE_CSP, "img-src 'self' data: blob:", "frame-src 'none'"].join('; ')

const PAYMENT_PAGES = /^\/(pay|payment|modern-payment|alt-payment)(\/|$)/

const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** Hashed build files (scripts, styles, fonts): never a document or a worker, so the policies below would
 *  do nothing there but cost a payer's phone about 700 bytes per file over HTTP/1.1. */
const BUILD_ASSET = /^\/assets\//

/** The headers, with the CSP's connect-src also allowing `collectorOrigin`: an error-reporting service on
 *  another origin (ERROR_REPORTING_DSN, server/services/error-reports/settings.ts). Null: 'self' alone (the
 *  sandbox collector is on this server). */
export function securityHeadersFor(
  collectorOrigin: string | null,
  appOrigin: string | null = null,
): MiddlewareHandler {
  const connect = (policy: string) =>
    collectorOrigin ? policy.replace("connect-src 'self'", `connect-src 'self' ${collectorOrigin}`) : policy
  const app = connect(APP_CSP)
  const payment = connect(PAYMENT_CSP)
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    if (BUILD_ASSET.test(c.req.path) && c.res.status === 200) return
    // The reference (/api/v1/docs and its scripts) is a page under the app's policy; the rest is JSON.
    const isApi = c.req.path.startsWith('/api/v1/') && !c.req.path.startsWith('/api/v1/docs')
    headers.set('Content-Security-Policy', isApi ? API_CSP : PAYMENT_PAGES.test(c.req.path) ? payment : app)
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    // API answers are private and live unless the route says otherwise (the immutable CDN images do).
    if (isApi && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
    // CORS says out loud what the browser does anyway: only the app's own origin reads API answers.
    if (isApi && appOrigin) headers.set('Access-Control-Allow-Origin', appOrigin)
  }
}

export const securityHeaders = securityHeadersFor(null)
