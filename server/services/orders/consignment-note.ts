// The consignment note of a shipment whose shipping is paid: the courier's A6 PDF label, with the
// store as sender (its current settings' contact phone and pickup address, the company's registered name and
// SSM number) and the order's customer.
import { addressLines, merchantLegalName } from '../../../src/contract/public-merchant.ts'
import { publicMerchantProfile } from '../company/public-profile.ts'
import { currentSettings } from '../stores/settings.ts'
import { consignmentFacts } from './shipments.ts'
import type { Deps } from '../../deps.ts'

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

export async function consignmentNote(deps: Deps, accountId: string, shipmentId: string) {
  const { providers } = deps
  const { shipment, order, store } = await consignmentFacts(deps, accountId, shipmentId)
  const [current, merchant] = await Promise.all([
    currentSettings(deps, accountId, store.id),
    publicMerchantProfile(deps, accountId),
  ])
  const settings = current?.settings ?? {}
  const a = order.address
  const pdf = await providers.courier.consignmentNote({
    consignmentNo: shipment.consignment_no!,
    orderNo: order.order_no,
    // The company information stands in for a pickup address or phone the store's settings leave out.
    sender: {
      name: store.name,
      company: merchant.ssm_no ? merchantLegalName(merchant) : null,
      phone: text(settings.contact_phone) ?? merchant.support_phone,
      address:
        text(settings.pickup_address) ??
        (merchant.address ? addressLines(merchant.address).join(', ') : null),
    },
    recipient: {
      name: order.customer_name,
      phone: order.customer_phone,
      lines: [a.line1, a.line2, `${a.postcode ?? ''} ${a.state ?? ''}`.trim()].filter(
        (line): line is string => Boolean(line),
      ),
    },
    weightKg: order.weight_grams / 1000,
    paidAt: shipment.shipping_paid_at!,
  })
  return { pdf, filename: `consignment-note-${shipment.consignment_no}.pdf` }
}
