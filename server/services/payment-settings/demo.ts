// The demo merchant's payment-page settings: payment settings in the default channel order, support details
// and share settings shown on its payment pages, and two success fields left off (turning one on in the
// console shows it on every payment page of the account; seeded off, the demo's payments work unchanged).
import { paymentSettings, shareSettings, successFields, supportDetails } from '../../db/schema/index.ts'
import { DEFAULT_SHARE_TEMPLATE } from '../../../src/contract/payment-settings.ts'
import type { Deps } from '../../deps.ts'

export async function seedPaymentSettings(deps: Deps, accountId: string): Promise<void> {
  const { db, clock } = deps
  const at = { created_at: clock.now(), updated_at: clock.now() }
  await db.insert(paymentSettings).values({
    account_id: accountId,
    channel_order: ['fpx', 'credit_card', 'ewallet', 'duitnow', 'bnpl'],
    required_payer_fields: ['name', 'email'],
    ...at,
  })
  await db.insert(supportDetails).values({
    account_id: accountId,
    email: 'support@niaga.test',
    phone: '+60 3-2181 0000',
    whatsapp: '+60 12-345 6789',
    hours: 'Mon–Fri, 9am–6pm (MYT)',
    message: 'Questions about a payment? We usually reply within one working day.',
    ...at,
  })
  await db
    .insert(shareSettings)
    .values({ account_id: accountId, message_template: DEFAULT_SHARE_TEMPLATE, ...at })
  await db.insert(successFields).values([
    {
      account_id: accountId,
      key: 'membership_no',
      label: 'Membership number',
      type: 'text',
      required: true,
      max_length: 20,
      sort_order: 1,
      is_active: false,
      ...at,
    },
    {
      account_id: accountId,
      key: 'tshirt_size',
      label: 'T-shirt size',
      type: 'select',
      options: ['S', 'M', 'L', 'XL'],
      sort_order: 2,
      is_active: false,
      ...at,
    },
  ])
}
