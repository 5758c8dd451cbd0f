// System constants, the fee schedule, and public constants for payment pages. SPEC §7 lists all three with
// the public calls: none needs a caller, and none holds anything an account owns (codes, page sizes, states,
// the product's roles and its published fees).
import * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import {
  CURRENCY,
  DEBUG_FLAG,
  ENVIRONMENT,
  PRODUCT_NAME,
  PRODUCT_TITLE,
  TOAST_DURATION_MS,
} from '../../src/contract/constants.ts'
import { DEFAULT_PAGE_SIZE, listOf, PAGE_SIZES } from '../../src/contract/envelope.ts'
import { MALAYSIAN_STATES } from '../../src/contract/states.ts'
import { senToMyr } from '../../src/lib/money.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { sandboxConstants } from '../services/auth/demo-logins.ts'
import { ROLES } from '../services/accounts/roles.ts'
import { FEE_SCHEDULE } from '../services/fees.ts'

const publicConstants = () => ({
  product_name: PRODUCT_NAME,
  title: PRODUCT_TITLE,
  environment: ENVIRONMENT,
  currency: CURRENCY,
  thousand_separator: ',',
  debug: DEBUG_FLAG,
})

export const constantRoutes = defineRoutes({ tag: 'Constants', access: 'public' }, (r) => {
  r.add({
    id: 'constants.system',
    method: 'get',
    path: '/onboard/constant/system-constant',
    summary: 'Constants the console needs: codes, page sizes, states, roles',
    handler: () => ({
      data: {
        ...publicConstants(),
        page_sizes: PAGE_SIZES,
        default_page_size: DEFAULT_PAGE_SIZE,
        toast_duration_ms: TOAST_DURATION_MS,
        response_codes: ResponseCode,
        states: MALAYSIAN_STATES,
        roles: ROLES,
      },
    }),
  })

  r.add({
    id: 'constants.paymentRate',
    method: 'get',
    path: '/onboard/constant/system-payment-rate',
    summary: 'The fee schedule per payment channel',
    response: listOf(
      v.object({ channel: v.string(), name: v.string(), percent: v.string(), fixed_amount: v.string() }),
      FEE_SCHEDULE.length,
    ),
    handler: () => ({
      data: FEE_SCHEDULE.map((rule) => ({
        channel: rule.channel,
        name: rule.name,
        percent: (rule.percent_bp / 100).toFixed(2),
        fixed_amount: senToMyr(rule.fixed_sen),
      })),
    }),
  })

  r.add({
    id: 'portal.publicConstant',
    method: 'post',
    path: '/portal/public/portal-constant',
    summary: 'Public constants for payment pages, storefronts and the login page (sandbox: the demo logins)',
    body: v.strictObject({}),
    handler: ({ deps }) => ({ data: { ...publicConstants(), ...sandboxConstants(deps.config) } }),
  })
})
