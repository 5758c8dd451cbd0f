// Product tour state per user (SPEC §3 Tour setting; §8: 3333 when none yet, not an error).
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { TourSettingSchema } from '../../src/contract/dashboard.ts'
import { tourSettings } from '../db/schema/index.ts'
import { conflict, notFound } from '../errors.ts'
import type { Registry } from '../http/operation.ts'
import type { Caller } from '../deps.ts'
import { IdParamsSchema } from '../http/validation.ts'

const SettingBody = v.strictObject({
  setting: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/, 'Tour names are lower-case words')), v.boolean('Each tour is on (true) or off (false)')),
    v.check((record) => Object.keys(record).length <= 50, 'At most 50 tours'),
  ),
})

const view = (row: typeof tourSettings.$inferSelect) => ({ id: row.id, setting: row.setting })
// A tour is the person's, not the account's: it follows the user into every account they switch to.
const mine = (caller: Caller) => eq(tourSettings.user_id, caller.userId)

export function registerTourSettingRoutes(r: Registry): void {
  const fetchMine = {
    method: 'post' as const,
    tag: 'Tour settings',
    access: 'session' as const,
    response: TourSettingSchema,
  }
  for (const [id, path] of [
    ['tourSettings.me', '/user-tour-setting/me'],
    ['tourSettings.merchant', '/user-tour-setting/merchant-user-tour-setting'],
  ] as const) {
    r.add({
      ...fetchMine,
      id,
      path,
      summary: 'The caller’s tour setting; 3333 when there is none yet (the default applies)',
      handler: async ({ deps, caller }) => {
        const [row] = await deps.db.select().from(tourSettings).where(mine(caller))
        if (!row) return { code: ResponseCode.NO_TOUR_SETTING, data: null, description: 'No tour setting yet' }
        return { data: view(row) }
      },
    })
  }

  r.add({
    id: 'tourSettings.create',
    method: 'post',
    path: '/user-tour-setting',
    summary: 'Save the caller’s tour setting for the first time',
    tag: 'Tour settings',
    access: 'session',
    body: SettingBody,
    response: TourSettingSchema,
    handler: async ({ deps, caller, body }) => {
      const [row] = await deps.db
        .insert(tourSettings)
        .values({ user_id: caller.userId, account_id: caller.accountId, setting: body.setting })
        .onConflictDoNothing()
        .returning()
      if (!row) throw conflict('A tour setting exists already; change it with PUT user-tour-setting/{id}')
      return { data: view(row), description: 'Tour setting saved' }
    },
  })

  r.add({
    id: 'tourSettings.update',
    method: 'put',
    path: '/user-tour-setting/:id',
    summary: 'Change the caller’s tour setting',
    tag: 'Tour settings',
    access: 'session',
    params: IdParamsSchema,
    body: SettingBody,
    response: TourSettingSchema,
    handler: async ({ deps, caller, params, body }) => {
      const [row] = await deps.db
        .update(tourSettings)
        .set({ setting: body.setting, updated_at: deps.clock.now() })
        .where(and(eq(tourSettings.id, params.id), mine(caller)))
        .returning()
      if (!row) throw notFound('Tour setting')
      return { data: view(row), description: 'Tour setting saved' }
    },
  })
}
