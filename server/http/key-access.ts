// The merchant API: every operation an API key may call, with the resource group its scope is checked
// against and whether it changes anything (write) or only reads. Every other operation is console-only
// and refuses keys with 4030 (users, roles, keys, the whitelist, settings, stores, catalogue…).
import type { KeyGroup } from '../../src/contract/developers.ts'

export interface KeyAccessRule {
  group: KeyGroup
  write: boolean
}

const read = (group: KeyGroup): KeyAccessRule => ({ group, write: false })
const write = (group: KeyGroup): KeyAccessRule => ({ group, write: true })

export const KEY_OPERATIONS: Readonly<Record<string, KeyAccessRule>> = {
  'collections.list': read('collections'),
  'collections.get': read('collections'),
  'collections.create': write('collections'),
  'collections.update': write('collections'),

  'customerBills.list': read('bills'),
  'customerBills.get': read('bills'),
  'collections.bills': read('bills'),
  'customerBills.create': write('bills'),
  'collections.createBill': write('bills'),
  /** Changes a pending bill, or cancels it with status "cancelled". */
  'customerBills.update': write('bills'),
  'bills.createDirectPayment': write('bills'),
  'bills.markPaid': write('bills'),

  'customers.list': read('customers'),
  'customers.get': read('customers'),
  'customers.create': write('customers'),
  'customers.update': write('customers'),
  'customers.delete': write('customers'),

  'paymentRecords.list': read('payments'),
  'paymentRecords.get': read('payments'),
  'fees.calculate': read('payments'),

  'voidSales.list': read('refunds'),
  'voidSales.listPost': read('refunds'),
  'voidSales.void': write('refunds'),
  'voidSales.voidByBill': write('refunds'),
  'voidSales.refund': write('refunds'),

  'balances.get': read('payouts'),
  'payouts.services': read('payouts'),
  'payouts.servicesDefault': read('payouts'),
  'payouts.list': read('payouts'),
  'payouts.listPost': read('payouts'),
  'payouts.get': read('payouts'),
  'payouts.status': read('payouts'),
  'payouts.create': write('payouts'),

  'webhookEvents.list': read('webhooks'),
  'webhookEvents.get': read('webhooks'),
  'webhookEvents.resend': write('webhooks'),
  'callbacks.resend': write('webhooks'),
}
