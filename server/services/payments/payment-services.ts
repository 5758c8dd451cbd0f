// The payment services a payer can choose from, as the payment switch lists them with their health now.
import type { PaymentService } from '../../../src/contract/payments.ts'
import type { Deps } from '../../deps.ts'
import type { PayerType } from '../../providers/payment-switch.ts'

export async function listPaymentServices(deps: Deps, payerType: PayerType): Promise<PaymentService[]> {
  return (await deps.providers.paymentSwitch.listServices(payerType)).map((service) => ({
    payment_service_id: service.id,
    name: service.name,
    unique_reference: service.code,
    group_code: service.channel,
    record_status_id: 1,
    online: service.online,
  }))
}
