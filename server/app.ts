// The Hono application: security headers, the /api/v1 operations, the reference, and the built app.
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compression } from './http/compression.ts'
import { ResponseCode } from '../src/contract/codes.ts'
import { mountApiDocs } from './http/api-docs.ts'
import { envelope } from './http/envelope.ts'
import { NUL_MESSAGE } from './http/validation.ts'
import { AppError, databaseFault, errorForLog } from './errors.ts'
import { buildOpenApi } from './http/openapi.ts'
import { MAX_BODY_BYTES } from './http/input-bounds.ts'
import { runOperation, type Registry } from './http/operation.ts'
import { literalPathsFirst } from './http/route-order.ts'
import { catalogueRevalidation } from './http/catalogue-revalidation.ts'
import type { PublicReadCache } from './http/public-read-cache.ts'
import { securityHeadersFor } from './http/security-headers.ts'
import { requestLimit } from './http/request-limit.ts'
import { mountFirstScreens } from './http/first-screen.ts'
import { mountStaticApp } from './http/static-app.ts'
import type { AppEnv } from './http/types.ts'
import type { Deps } from './deps.ts'
import { mountSandboxPayPages } from './sandbox/pay-pages.ts'
import { mountSandboxTransferPage } from './sandbox/transfer-page.ts'
import { mountStoreManifest } from './http/store-manifest.ts'
import { accountRoutes } from './routes/accounts.ts'
import { adminRoutes } from './routes/admin.ts'
import { authRoutes } from './routes/auth.ts'
import { billRoutes } from './routes/bills.ts'
import { billUploadRoutes } from './routes/bill-upload.ts'
import { messagingRoutes } from './routes/messaging.ts'
import { collectionRoutes } from './routes/collections.ts'
import { constantRoutes } from './routes/constants.ts'
import { customerRoutes } from './routes/customers.ts'
import { discountRoutes } from './routes/discounts.ts'
import { dashboardRoutes } from './routes/dashboard.ts'
import { directPaymentRoutes } from './routes/direct-payments.ts'
import { imageRoutes } from './routes/images.ts'
import { productRoutes } from './routes/products.ts'
import { productTaxonomyRoutes } from './routes/product-taxonomy.ts'
import { paymentRecordRoutes } from './routes/payment-records.ts'
import { publicPayRoutes } from './routes/public-pay.ts'
import { tourSettingRoutes } from './routes/tour-settings.ts'
import { userRoutes } from './routes/users.ts'
import { teamRoutes } from './routes/team.ts'
import { notificationSettingRoutes } from './routes/notification-settings.ts'
import { storeRoutes } from './routes/stores.ts'
import { storePublicRoutes } from './routes/store-public.ts'
import { shippingRoutes } from './routes/shipping.ts'
import { orderRoutes } from './routes/orders.ts'
import { courierRoutes } from './routes/courier.ts'
import { sandboxClockRoutes } from './routes/sandbox-clock.ts'
import { errorReportRoutes } from './routes/error-reports.ts'
import { collectorOrigin } from './services/error-reports/settings.ts'
import { bankRoutes } from './routes/banks.ts'
import { settlementRoutes } from './routes/settlements.ts'
import { payoutRoutes } from './routes/payouts.ts'
import { poolRoutes } from './routes/pools.ts'
import { subscriptionRoutes } from './routes/subscriptions.ts'
import { voidSaleRoutes } from './routes/void-sales.ts'
import { developerRoutes } from './routes/developers.ts'
import { webhookRoutes } from './routes/webhooks.ts'
import { liveRoutes } from './routes/live.ts'
import type { LiveHub } from './services/live/hub.ts'
import { companyRoutes } from './routes/company.ts'
import { contentRoutes } from './routes/content.ts'
import { catalogRoutes } from './routes/catalogs.ts'
import { paymentSettingsRoutes } from './routes/payment-settings.ts'
import { introducerRoutes } from './routes/introducer.ts'
import { reportRoutes } from './routes/reports.ts'

/** The route files, in the order the reference lists their operations. */
const ROUTE_FILES = [
  authRoutes,
  userRoutes,
  accountRoutes,
  adminRoutes,
  teamRoutes,
  notificationSettingRoutes,
  constantRoutes,
  tourSettingRoutes,
  customerRoutes,
  discountRoutes,
  dashboardRoutes,
  collectionRoutes,
  billRoutes,
  publicPayRoutes,
  paymentRecordRoutes,
  messagingRoutes,
  billUploadRoutes,
  directPaymentRoutes,
  storeRoutes,
  storePublicRoutes,
  shippingRoutes,
  orderRoutes,
  courierRoutes,
  productRoutes,
  productTaxonomyRoutes,
  imageRoutes,
  bankRoutes,
  settlementRoutes,
  payoutRoutes,
  poolRoutes,
  subscriptionRoutes,
  voidSaleRoutes,
  developerRoutes,
  webhookRoutes,
  liveRoutes,
  companyRoutes,
  contentRoutes,
  catalogRoutes,
  paymentSettingsRoutes,
  introducerRoutes,
  reportRoutes,
  sandboxClockRoutes,
  errorReportRoutes,
]

export function buildRegistry(): Registry {
  return { operations: ROUTE_FILES.flat() }
}

function bodyLimitFor(maxSize: number) {
  const limit = maxSize >= 1024 * 1024 ? `${maxSize / (1024 * 1024)} MB` : `${maxSize / 1024} KB`
  return bodyLimit({
    maxSize,
    onError: (c) =>
      envelope(
        c as Context<AppEnv>,
        ResponseCode.PAYLOAD_TOO_LARGE,
        null,
        `The request body is larger than ${limit}`,
      ),
  })
}

/** What a sandbox tool answers when the SANDBOX setting is off: a clear "no such endpoint", not a 5xx. */
const sandboxOff = (c: Context<AppEnv>) =>
  envelope(
    c,
    ResponseCode.ENDPOINT_NOT_FOUND,
    null,
    `${c.req.method} ${c.req.path} is a sandbox tool, and the sandbox is off on this server (SANDBOX=0)`,
  )

export interface AppOptions {
  /** Serve the built PWA from config.distDir (off for API-only tests). */
  serveApp?: boolean
  /** Answer the storefront's catalogue reads from memory (server/http/public-read-cache.ts). */
  publicReadCache?: PublicReadCache | undefined
  /** Feeds the consoles' live event streams (server/routes/live.ts); without it the stream answers 4041. */
  liveHub?: LiveHub | undefined
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  const registry = buildRegistry()
  app.use('*', securityHeadersFor(collectorOrigin(deps.config), new URL(deps.config.publicUrl).origin))
  app.use('/api/v1/*', requestLimit(deps))
  // A NUL in the address (%00) reaches no route: PostgreSQL text cannot hold it, and the pages outside the
  // API (store manifests, sandbox bank pages) would meet it as a database error. JSON bodies are checked in
  // parseWith (server/http/validation.ts).
  app.use('*', async (c, next) => {
    if (!/%00/i.test(c.req.url)) return next()
    const part = /%00/i.test(new URL(c.req.url).search) ? 'query' : 'path'
    return envelope(
      c as Context<AppEnv>,
      ResponseCode.VALIDATION_FAILED,
      { breakdown: { [part]: NUL_MESSAGE } },
      `Invalid ${part === 'query' ? 'query string' : 'path'}`,
    )
  })
  if (options.publicReadCache) app.use('/api/v1/*', options.publicReadCache.middleware)
  app.use('*', compression)
  const { liveHub } = options
  if (liveHub)
    app.use('/api/v1/live/*', async (c, next) => {
      c.set('liveHub', liveHub)
      await next()
    })
  app.use('/api/v1/*', catalogueRevalidation)

  const api = new Hono<AppEnv>()
  const served = registry.operations.filter((op) => deps.config.sandbox || !op.sandboxOnly)
  for (const op of literalPathsFirst(registry.operations)) {
    const handler = served.includes(op) ? (c: Context<AppEnv>) => runOperation(op, c, deps) : sandboxOff
    // A GET has no body to limit, and asking for one builds the whole fetch Request the Node adapter
    // otherwise never makes (about 6% of a list call's time under load).
    if (op.method === 'get') api.get(op.path, handler)
    else api[op.method](op.path, bodyLimitFor(op.maxBodyBytes ?? MAX_BODY_BYTES), handler)
  }
  const openApi = buildOpenApi(served, deps.config.publicUrl, deps.config.sandbox)
  api.get('/openapi.json', (c) => c.json(openApi))
  mountApiDocs(api)
  api.all('*', (c) =>
    envelope(c, ResponseCode.ENDPOINT_NOT_FOUND, null, `No such endpoint: ${c.req.method} ${c.req.path}`),
  )
  // Only /api/v1 is the API: console pages such as /api/datatable (SPEC §2) are app routes.
  app.route('/api/v1', api)

  if (deps.config.sandbox) {
    mountSandboxPayPages(app, deps)
    mountSandboxTransferPage(app, deps)
  } else app.all('/sandbox/*', sandboxOff)
  mountStoreManifest(app, deps)
  if (options.serveApp) {
    mountFirstScreens(app, deps, deps.config.distDir)
    mountStaticApp(app, deps.config.distDir)
  }

  app.onError((error, c) => {
    if (error instanceof AppError) return envelope(c, error.code, error.data, error.description)
    const fault = databaseFault(error)
    if (fault) {
      deps.log.error('database fault', {
        path: c.req.path,
        method: c.req.method,
        code: fault.error.code,
        reason: fault.reason,
      })
      return envelope(c, fault.error.code, fault.error.data, fault.error.description)
    }
    // Never echo the error: it may hold SQL or secrets. The log gets the message, not the request body or
    // the query's parameters.
    deps.log.error('unexpected error', { path: c.req.path, method: c.req.method, error: errorForLog(error) })
    return envelope(c, ResponseCode.UNEXPECTED_ERROR, null, 'Unexpected error. Please try again.')
  })
  app.notFound((c) => envelope(c, ResponseCode.ENDPOINT_NOT_FOUND, null, `Not found: ${c.req.path}`))
  return { app, registry }
}
