// API keys, their usage, and the IP whitelist (SPEC §7 "Merchant API and whitelist": POST/PUT merchant-api,
// GET merchant-api/{id}, merchant-api/merchant/list, the GETs under merchant-api/auth-key/{uuid},
// white-list-address POST me, POST, PUT {id}). Rules: src/contract/developers.ts. Console-only: a key
// never reaches these (server/http/key-access.ts). Keys are for owners and administrators only, reads too.
import * as v from 'valibot'
import {
  ApiKeyCreateSchema,
  ApiKeyDashboardSchema,
  ApiKeyReportParamsSchema,
  ApiKeyReportSchema,
  ApiKeyRollSchema,
  ApiKeySchema,
  ApiKeyUpdateSchema,
  ApiKeyWithSecretSchema,
  KEY_STATUSES,
  WhitelistCreateSchema,
  WhitelistEntrySchema,
  WhitelistUpdateSchema,
} from '../../src/contract/developers.ts'
import { listDataSchema } from '../../src/contract/envelope.ts'
import { clientIp } from '../http/client-ip.ts'
import { pageEntries, searchEntry } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import {
  createKey,
  getKey,
  listKeys,
  revokeKey,
  rollKey,
  updateKey,
} from '../services/developers/api-keys.ts'
import { keyDashboard, keyReport } from '../services/developers/usage.ts'
import {
  addWhitelistEntry,
  listWhitelist,
  removeWhitelistEntry,
  updateWhitelistEntry,
} from '../services/developers/whitelist.ts'

const KeyListQuery = v.object({
  ...pageEntries(),
  ...searchEntry,
  status: v.optional(v.picklist(KEY_STATUSES, 'Status is active, expiring, expired or revoked')),
})
const UuidParams = v.object({ uuid: IdParamsSchema.entries.id })
const PageQuery = v.object({ ...pageEntries() })

export const developerRoutes = defineRoutes(
  { tag: 'Developers', access: 'merchant', permission: 'settings' },
  (r) => {
    r.add({
      id: 'apiKeys.list',
      method: 'post',
      path: '/merchant-api/merchant/list',
      summary: 'The account’s API keys, newest first',
      description:
        'Owners and administrators. Keys show their prefix and last four characters, never the secret. Filter by status (active, expiring after a roll, expired, revoked) or search by name.',
      query: KeyListQuery,
      response: listDataSchema(ApiKeySchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listKeys(deps, caller.accountId, query) },
      }),
    })
    r.add({
      id: 'apiKeys.create',
      method: 'post',
      path: '/merchant-api',
      summary: 'Create an API key; the answer carries its secret, once',
      description:
        'Owners and administrators. `scopes` gives each resource group none, read or write access (groups left out are read). The secret (`nk_sandbox_…`) is in this answer only: Niaga keeps a hash of it.',
      body: ApiKeyCreateSchema,
      response: ApiKeyWithSecretSchema,
      handler: async ({ deps, caller, body }) => ({
        data: await createKey(deps, caller.accountId, caller.userId, body),
        description: 'API key created: copy the secret now, it will not be shown again',
      }),
    })
    r.add({
      id: 'apiKeys.update',
      method: 'put',
      path: '/merchant-api',
      summary: 'Rename a key, or change its scopes or rate limit (the key is named by id in the body)',
      description:
        'Owners and administrators. Groups left out of `scopes` keep their access. A revoked key cannot be changed (4090).',
      body: ApiKeyUpdateSchema,
      response: ApiKeySchema,
      handler: async ({ deps, caller, body }) => {
        const { id, ...changes } = body
        return {
          data: await updateKey(deps, caller.accountId, id, changes),
          description: 'API key updated',
        }
      },
    })
    r.add({
      id: 'apiKeys.get',
      method: 'get',
      path: '/merchant-api/:id',
      summary: 'One API key (without its secret)',
      description: 'Owners and administrators.',
      params: IdParamsSchema,
      response: ApiKeySchema,
      handler: async ({ deps, caller, params }) => ({
        data: await getKey(deps, caller.accountId, params.id),
      }),
    })
    r.add({
      id: 'apiKeys.roll',
      method: 'post',
      path: '/merchant-api/:id/roll',
      summary: 'Roll a key: a new secret now, the old one working for the overlap',
      description:
        'Owners and administrators. The new key has the same name, scopes and limit; its secret is in this answer only. The old key keeps working for `overlap_hours` (0 to 168, default 24), then stops. Only an active key can be rolled (4090).',
      params: IdParamsSchema,
      body: ApiKeyRollSchema,
      response: ApiKeyWithSecretSchema,
      handler: async ({ deps, caller, params, body }) => ({
        data: await rollKey(deps, caller.accountId, caller.userId, params.id, body.overlap_hours),
        description: 'API key rolled: copy the new secret now',
      }),
    })
    r.add({
      id: 'apiKeys.revoke',
      method: 'post',
      path: '/merchant-api/:id/revoke',
      summary: 'Revoke a key at once, for good',
      description:
        'Owners and administrators. Calls with the key answer 401 from now on. Revoking twice is harmless.',
      params: IdParamsSchema,
      response: ApiKeySchema,
      handler: async ({ deps, caller, params }) => ({
        data: await revokeKey(deps, caller.accountId, params.id),
        description: 'API key revoked',
      }),
    })
    r.add({
      id: 'apiKeys.dashboard',
      method: 'get',
      path: '/merchant-api/auth-key/:uuid/dashboard',
      summary: 'A key’s usage: today, the last 30 days by day, and its busiest operations',
      description:
        'Owners and administrators. Calls, errors (any answer but 2000), and the server’s mean and longest time per call, counted per Malaysian day.',
      params: UuidParams,
      response: ApiKeyDashboardSchema,
      handler: async ({ deps, caller, params }) => ({
        data: await keyDashboard(deps, caller.accountId, params.uuid),
      }),
    })
    r.add({
      id: 'apiKeys.report',
      method: 'get',
      path: '/merchant-api/auth-key/:uuid/reports/:type/:selectedDate',
      summary: 'A key’s usage report for a day, week, month or year (dates dd-MM-yyyy)',
      description:
        'Owners and administrators. day: 24 hours; week: the 7 days ending on the date; month: the days of the date’s month; year: 12 months. Each bucket has calls, errors and latency, with totals, operations and response codes.',
      params: ApiKeyReportParamsSchema,
      response: ApiKeyReportSchema,
      handler: async ({ deps, caller, params }) => ({
        data: await keyReport(deps, caller.accountId, params.uuid, params.type, params.selectedDate),
      }),
    })

    r.add({
      id: 'whitelist.list',
      method: 'post',
      path: '/white-list-address/me',
      summary: 'The account’s IP whitelist for API-key calls',
      description:
        'An empty whitelist allows key calls from every address. Console sessions are never checked against it.',
      permission: 'view',
      query: PageQuery,
      response: listDataSchema(WhitelistEntrySchema),
      handler: async ({ deps, caller, query }) => ({
        data: { list: await listWhitelist(deps, caller.accountId, query) },
      }),
    })
    r.add({
      id: 'whitelist.myAddress',
      method: 'get',
      path: '/white-list-address/my-address',
      summary: 'The address this call came from, as the whitelist sees it',
      description:
        'Useful to whitelist the server you are calling from. Behind a proxy the server trusts (TRUST_PROXY=1) it is the last X-Forwarded-For entry.',
      permission: 'view',
      response: v.object({ address: v.string() }),
      handler: ({ deps, c }) => ({ data: { address: clientIp(c, deps) } }),
    })
    r.add({
      id: 'whitelist.create',
      method: 'post',
      path: '/white-list-address',
      summary: 'Allow an IPv4 or IPv6 address, or a CIDR range, to call with the account’s keys',
      description:
        'Owners and administrators. Stored as normalised CIDR (a single address as /32 or /128). A duplicate answers 4090; at most 100 entries.',
      body: WhitelistCreateSchema,
      response: WhitelistEntrySchema,
      handler: async ({ deps, caller, body }) => ({
        data: await addWhitelistEntry(deps, caller.accountId, body),
        description: 'Address whitelisted',
      }),
    })
    r.add({
      id: 'whitelist.update',
      method: 'put',
      path: '/white-list-address/:id',
      summary: 'Change a whitelist entry’s address or label, or disable and enable it',
      description:
        'Owners and administrators. A disabled entry allows nothing; when every entry is disabled, every address is allowed again.',
      params: IdParamsSchema,
      body: WhitelistUpdateSchema,
      response: WhitelistEntrySchema,
      handler: async ({ deps, caller, params, body }) => ({
        data: await updateWhitelistEntry(deps, caller.accountId, params.id, body),
        description: 'Whitelist entry updated',
      }),
    })
    r.add({
      id: 'whitelist.delete',
      method: 'delete',
      path: '/white-list-address/:id',
      summary: 'Remove a whitelist entry',
      description: 'Owners and administrators. Removing the last entry allows key calls from every address.',
      params: IdParamsSchema,
      response: v.object({ id: v.string() }),
      handler: async ({ deps, caller, params }) => {
        await removeWhitelistEntry(deps, caller.accountId, params.id)
        return { data: { id: params.id }, description: 'Whitelist entry removed' }
      },
    })
  },
)
