// Security headers on every response; the strict CSP for the app shell and pages.
import type { MiddlewareHandler } from 'hono'

// Emotion (Chakra) injects <style> elements at run time, hence 'unsafe-inline' for styles only;
// scripts are 'self' alone: no inline script, no third-party script.
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const API_CSP = "default-src 'none'; frame-ancestors 'none'"

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  const headers = c.res.headers
  const isApi = c.req.path.startsWith('/api/v1/') && c.req.path !== '/api/v1/docs'
  headers.set('Content-Security-Policy', isApi ? API_CSP : APP_CSP)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
  if (isApi) headers.set('Cache-Control', 'no-store')
}
