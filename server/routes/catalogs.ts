// The console's reference lists (SPEC §7 GET catalogs, GET system-options), served from the one contract
// module that owns them (src/contract/catalogs.ts). Any member may read them.
import { catalogs, CatalogsSchema, systemOptions, SystemOptionsSchema } from '../../src/contract/catalogs.ts'
import { defineRoutes } from '../http/define-routes.ts'

export const catalogRoutes = defineRoutes(
  { tag: 'Constants', access: 'session', permission: 'view' },
  (r) => {
    r.add({
      id: 'catalogs.get',
      method: 'get',
      path: '/catalogs',
      summary:
        'The reference lists forms choose from: banks, states, business types, currencies, channel groups, roles, page kinds',
      response: CatalogsSchema,
      handler: () => ({ data: catalogs() }),
    })

    r.add({
      id: 'systemOptions.get',
      method: 'get',
      path: '/system-options',
      summary:
        'How the product formats and pages: currency, separators, time zone, date format, page sizes, limits',
      response: SystemOptionsSchema,
      handler: () => ({ data: systemOptions() }),
    })
  },
)
