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
import { Registry, runOperation } from './http/operation.ts'
import { catalogueRevalidation } from './http/catalogue-revalidation.ts'
import type { PublicReadCache } from './http/public-read-cache.ts'
import { securityHeadersFor } from './http/security-headers.ts'
import { mountFirstScreens } from './http/first-screen.ts'
import { mountStaticApp } from './http/static-app.ts'
import type { AppEnv } from './http/types.ts'
import type { Deps } from './deps.ts'
import { mountSandboxPayPages } from './sandbox/pay-pages.ts'
import { mountSandboxTransferPage } from './sandbox/transfer-page.ts'
import { mountStoreManifest } from './routes/store-manifest.ts'
import { registerAccountRoutes } from './routes/accounts.ts'
import { registerAdminRoutes } from './routes/admin.ts'
import { registerAuthRoutes } from './routes/auth.ts'
import { registerBillRoutes } from './routes/bills.ts'
import { registerBillUploadRoutes } from './routes/bill-upload.ts'
import { registerMessagingRoutes } from './routes/messaging.ts'
import { registerCollectionRoutes } from './routes/collections.ts'
import { registerConstantRoutes } from './routes/constants.ts'
import { registerCustomerRoutes } from './routes/customers.ts'
import { registerDiscountRoutes } from './routes/discounts.ts'
import { registerDashboardRoutes } from './routes/dashboard.ts'
import { registerDirectPaymentRoutes } from './routes/direct-payments.ts'
import { registerImageRoutes } from './routes/images.ts'
import { registerProductRoutes } from './routes/products.ts'
import { registerProductTaxonomyRoutes } from './routes/product-taxonomy.ts'
import { registerPaymentRecordRoutes } from './routes/payment-records.ts'
import { registerPublicPayRoutes } from './routes/public-pay.ts'
import { registerTourSettingRoutes } from './routes/tour-settings.ts'
import { registerUserRoutes } from './routes/users.ts'
import { registerTeamRoutes } from './routes/team.ts'
import { registerNotificationSettingRoutes } from './routes/notification-settings.ts'
import { registerStoreRoutes } from './routes/stores.ts'
import { registerStorePublicRoutes } from './routes/store-public.ts'
import { registerShippingRoutes } from './routes/shipping.ts'
import { registerOrderRoutes } from './routes/orders.ts'
import { registerCourierRoutes } from './routes/courier.ts'
import { registerSandboxClockRoutes } from './routes/sandbox-clock.ts'
import { registerErrorReportRoutes } from './routes/error-reports.ts'
import { collectorOrigin } from './services/error-reports/settings.ts'
import { registerBankRoutes } from './routes/banks.ts'
import { registerSettlementRoutes } from './routes/settlements.ts'
import { registerPayoutRoutes } from './routes/payouts.ts'
import { registerPoolRoutes } from './routes/pools.ts'
import { registerSubscriptionRoutes } from './routes/subscriptions.ts'
import { registerVoidSaleRoutes } from './routes/void-sales.ts'
import { registerDeveloperRoutes } from './routes/developers.ts'
import { registerWebhookRoutes } from './routes/webhooks.ts'
import { registerCompanyRoutes } from './routes/company.ts'
import { registerContentRoutes } from './routes/content.ts'
import { registerCatalogRoutes } from './routes/catalogs.ts'
import { registerPaymentSettingsRoutes } from './routes/payment-settings.ts'
import { registerIntroducerRoutes } from './routes/introducer.ts'
import { registerReportRoutes } from './routes/reports.ts'

export const MAX_BODY_BYTES = 256 * 1024

export function buildRegistry(): Registry {
  const registry = new Registry()
  registerAuthRoutes(registry)
  registerUserRoutes(registry)
  registerAccountRoutes(registry)
  registerAdminRoutes(registry)
  registerTeamRoutes(registry)
  registerNotificationSettingRoutes(registry)
  registerConstantRoutes(registry)
  registerTourSettingRoutes(registry)
  registerCustomerRoutes(registry)
  registerDiscountRoutes(registry)
  registerDashboardRoutes(registry)
  registerCollectionRoutes(registry)
  registerBillRoutes(registry)
  registerPublicPayRoutes(registry)
  registerPaymentRecordRoutes(registry)
  registerMessagingRoutes(registry)
  registerBillUploadRoutes(registry)
  registerDirectPaymentRoutes(registry)
  registerStoreRoutes(registry)
  registerStorePublicRoutes(registry)
  registerShippingRoutes(registry)
  registerOrderRoutes(registry)
  registerCourierRoutes(registry)
  registerProductRoutes(registry)
  registerProductTaxonomyRoutes(registry)
  registerImageRoutes(registry)
  registerBankRoutes(registry)
  registerSettlementRoutes(registry)
  registerPayoutRoutes(registry)
  registerPoolRoutes(registry)
  registerSubscriptionRoutes(registry)
  registerVoidSaleRoutes(registry)
  registerDeveloperRoutes(registry)
  registerWebhookRoutes(registry)
  registerCompanyRoutes(registry)
  registerContentRoutes(registry)
  registerCatalogRoutes(registry)
  registerPaymentSettingsRoutes(registry)
  registerIntroducerRoutes(registry)
  registerReportRoutes(registry)
  registerSandboxClockRoutes(registry)
  registerErrorReportRoutes(registry)
  return registry
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
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>()
  const registry = buildRegistry()
  app.use('*', securityHeadersFor(collectorOrigin(deps.config)))
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
  app.use('/api/v1/*', catalogueRevalidation)

  const api = new Hono<AppEnv>()
  const served = registry.operations.filter((op) => deps.config.sandbox || !op.sandboxOnly)
  for (const op of registry.operations) {
    const handler = served.includes(op) ? (c: Context<AppEnv>) => runOperation(op, c, deps) : sandboxOff
    // A GET has no body to limit, and asking for one builds the whole fetch Request the Node adapter
    // otherwise never makes (about 6% of a list call's time under load).
    if (op.method === 'get') api.get(op.path, handler)
    else api[op.method](op.path, bodyLimitFor(op.maxBodyBytes ?? MAX_BODY_BYTES), handler)
  }
  const openApi = buildOpenApi(served, deps.config.publicUrl)
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
