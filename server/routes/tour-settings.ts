// Product tour state per user (SPEC §3 Tour setting; §8: 3333 when none yet, not an error).
import * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { TourSettingSchema } from '../../src/contract/dashboard.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { IdParamsSchema } from '../http/validation.ts'
import { createTourSetting, readTourSetting, updateTourSetting } from '../services/accounts/tour-settings.ts'

const SettingBody = v.strictObject({
  setting: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/, 'Tour names are lower-case words')),
      v.boolean('Each tour is on (true) or off (false)'),
    ),
    v.check((record) => Object.keys(record).length <= 50, 'At most 50 tours'),
  ),
})

export const tourSettingRoutes = defineRoutes(
  { tag: 'Tour settings', access: 'session', permission: 'view' },
  (r) => {
    r.add({
      id: 'tourSettings.me',
      method: 'post',
      path: '/user-tour-setting/me',
      aliases: [
        {
          id: 'tourSettings.merchant',
          method: 'post',
          path: '/user-tour-setting/merchant-user-tour-setting',
        },
      ],
      summary: 'The caller’s tour setting; 3333 when there is none yet (the default applies)',
      // data is null with 3333.
      response: v.nullable(TourSettingSchema),
      handler: async ({ deps, caller }) => {
        const setting = await readTourSetting(deps, caller.userId)
        if (!setting)
          return { code: ResponseCode.NO_TOUR_SETTING, data: null, description: 'No tour setting yet' }
        return { data: setting }
      },
    })

    r.add({
      id: 'tourSettings.create',
      method: 'post',
      path: '/user-tour-setting',
      summary: 'Save the caller’s tour setting for the first time',
      body: SettingBody,
      response: TourSettingSchema,
      handler: async ({ deps, caller, body }) => ({
        data: await createTourSetting(deps, caller, body.setting),
        description: 'Tour setting saved',
      }),
    })

    r.add({
      id: 'tourSettings.update',
      method: 'put',
      path: '/user-tour-setting/:id',
      summary: 'Change the caller’s tour setting',
      params: IdParamsSchema,
      body: SettingBody,
      response: TourSettingSchema,
      handler: async ({ deps, caller, params, body }) => ({
        data: await updateTourSetting(deps, caller.userId, params.id, body.setting),
        description: 'Tour setting saved',
      }),
    })
  },
)
