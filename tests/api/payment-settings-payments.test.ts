// The settings at work on payments: channel order on the payment pages, amount limits refused with 4006,
// the default bill expiry, the payer fields a form requires, success fields checked, kept with the payment,
// shown on its record and sent in the callback; support details and share settings on the public payloads.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { JOB_HANDLERS } from '../../server/jobs/handlers.ts'
import { runDueJobs } from '../../server/jobs/queue.ts'
import type { Bill, Collection } from '../../src/contract/collections.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type { PaymentSetting, SuccessField } from '../../src/contract/payment-settings.ts'
import type { PaymentRecord, PublicBill, PublicCollection, Receipt } from '../../src/contract/payments.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { choose, makeBill, serviceId, startPay, startReceiver } from '../support/payments.ts'

let api: Api
let token: string
let settingsId: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  settingsId = (await api.call<ListData<PaymentSetting>>('GET', '/payment-settings', { token })).body.data
    .list.data[0]!.id
})
afterAll(() => api.close())
beforeEach(async () => {
  // Every test starts from the seeded settings: no limits, no expiry, name and email required.
  await api.call('PUT', `/payment-settings/${settingsId}`, {
    token,
    body: {
      min_amount: null,
      max_amount: null,
      bill_expiry_days: null,
      required_payer_fields: ['name', 'email'],
      channel_order: [],
      is_active: true,
    },
  })
})

const settings = (body: Record<string, unknown>) =>
  api.call('PUT', `/payment-settings/${settingsId}`, { token, body })

async function openForm(extra: Record<string, unknown> = {}) {
  const res = await api.call<Collection>('POST', '/collections', {
    token,
    body: { title: 'Donations', kind: 'payment_form', ...extra },
  })
  return res.body.data
}
const payerBill = (collection: Collection, body: Record<string, unknown>) =>
  api.call<{ uuid: string; invoice_no: string }>('POST', '/customer-bills/public/customer-bill-method', {
    body: { collection_uuid: collection.uuid, ...body },
  })

describe('payment settings on payments', () => {
  it('the payment pages list channels in the merchant’s order, the rest after in the default order', async () => {
    const { bill } = await makeBill(api, token, '10.00')
    const before = (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)).body.data
      .channels
    expect(before[0]).toBe('fpx')
    await settings({ channel_order: ['duitnow', 'credit_card'] })
    const after = (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)).body.data
      .channels
    expect(after.slice(0, 2)).toEqual(['duitnow', 'credit_card'])
    expect([...after].sort()).toEqual([...before].sort())
    const form = await openForm()
    expect(
      (await api.call<PublicCollection>('GET', `/collections/public/${form.uuid}`)).body.data.channels.slice(
        0,
        2,
      ),
    ).toEqual(['duitnow', 'credit_card'])
  })

  it('amounts outside the limits are refused with 4006 on open forms, merchant bills and bill changes', async () => {
    await settings({ min_amount: '5.00', max_amount: '500' })
    const form = await openForm()
    const low = await payerBill(form, { payer_name: 'Ali', payer_email: 'ali@example.my', amount: '4.99' })
    expect(low.body).toMatchObject({
      response_code: ResponseCode.AMOUNT_OUT_OF_RANGE,
      description: 'The minimum amount per payment is RM 5.00',
      data: { breakdown: { amount: 'The minimum amount per payment is RM 5.00' } },
    })
    expect(low.status).toBe(400)
    expect(
      (await payerBill(form, { payer_name: 'Ali', payer_email: 'ali@example.my', amount: '5' })).body
        .response_code,
    ).toBe(2000)
    const high = await api.call('POST', '/collections/bill-method', {
      token,
      body: { collection_id: form.id, payer_name: 'Ali', amount: '500.01' },
    })
    expect(high.body).toMatchObject({
      response_code: ResponseCode.AMOUNT_OUT_OF_RANGE,
      description: 'The maximum amount per payment is RM 500.00',
    })
    const { bill } = await makeBill(api, token, '100.00')
    const change = await api.call('PUT', `/customer-bills/${bill.id}`, { token, body: { amount: '900' } })
    expect(change.body.response_code).toBe(ResponseCode.AMOUNT_OUT_OF_RANGE)
    // The public page tells the payer the limits before they type.
    expect(
      (await api.call<PublicCollection>('GET', `/collections/public/${form.uuid}`)).body.data.pay_settings,
    ).toMatchObject({ min_amount: '5.00', max_amount: '500.00' })
    // A fixed-amount form's amount is the merchant's own choice: the payer is not refused for it.
    const fixed = await openForm({ fixed_amount: '800' })
    expect(
      (await payerBill(fixed, { payer_name: 'Ali', payer_email: 'ali@example.my' })).body.response_code,
    ).toBe(2000)
  })

  it('new bills without a due date get the default expiry (end of that Malaysian day)', async () => {
    await settings({ bill_expiry_days: 7 })
    // The test clock is 2026-11-22 12:00 MYT.
    const { bill } = await makeBill(api, token, '20.00')
    expect(bill.due_date).toBe('2026-11-29')
    const own = await api.call<Bill>('POST', '/collections/bill-method', {
      token,
      body: { collection_id: bill.collection_id, payer_name: 'Ali', amount: '20', due_date: '2026-12-31' },
    })
    expect(own.body.data.due_date).toBe('2026-12-31')
    const form = await openForm()
    const payer = await payerBill(form, { payer_name: 'Ali', payer_email: 'ali@example.my', amount: '20' })
    expect(
      (await api.call<PublicBill>('GET', `/customer-bills/public/${payer.body.data.uuid}`)).body.data
        .due_date,
    ).toBe('2026-11-29')
  })

  it('a form requires the payer details the settings name', async () => {
    const form = await openForm()
    const defaults = await payerBill(form, { amount: '10' })
    expect(defaults.body.data).toEqual({
      breakdown: { payer_name: 'The name field is required', payer_email: 'The email field is required' },
    })
    await settings({ required_payer_fields: ['phone'] })
    const phone = await payerBill(form, { payer_email: 'ali@example.my', amount: '10' })
    expect(phone.body.data).toEqual({ breakdown: { payer_phone: 'The phone field is required' } })
    const anonymous = await payerBill(form, { payer_phone: '+60 12-345 6789', amount: '10' })
    expect(anonymous.body.response_code).toBe(2000)
    expect(
      (await api.call<PublicBill>('GET', `/customer-bills/public/${anonymous.body.data.uuid}`)).body.data
        .payer_name,
    ).toBe('Anonymous payer')
    expect(
      (await api.call<PublicCollection>('GET', `/collections/public/${form.uuid}`)).body.data.pay_settings
        .required_payer_fields,
    ).toEqual(['phone'])
    // A malformed email is still refused when it is not required.
    expect(
      (await payerBill(form, { payer_phone: '+60 12-345 6789', payer_email: 'nope', amount: '10' })).body
        .response_code,
    ).toBe(ResponseCode.VALIDATION_FAILED)
  })
})

describe('success fields on payments', () => {
  it('are asked for, checked, kept with the payment, shown on its record and sent in the callback', async () => {
    const receiver = await startReceiver()
    try {
      const { collection, bill } = await makeBill(api, token, '45.00', { callback_url: receiver.url })
      const make = (body: Record<string, unknown>) =>
        api.call<SuccessField>('POST', '/success-field', { token, body })
      const student = (
        await make({
          label: 'Student name',
          type: 'text',
          required: true,
          max_length: 10,
          collection_id: collection.id,
        })
      ).body.data
      const form = (
        await make({
          label: 'Form',
          type: 'select',
          options: ['Form 4', 'Form 5'],
          required: true,
          sort_order: 2,
          collection_id: collection.id,
        })
      ).body.data
      const pax = (
        await make({
          label: 'Pax',
          type: 'number',
          min_value: 1,
          max_value: 4,
          sort_order: 3,
          collection_id: collection.id,
        })
      ).body.data
      const page = (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)).body.data
      expect(page.pay_settings.success_fields.map((f) => f.label)).toEqual(['Student name', 'Form', 'Pax'])
      // Another collection's pages do not ask for them.
      const { bill: elsewhere } = await makeBill(api, token, '5.00')
      expect(
        (await api.call<PublicBill>('GET', `/customer-bills/public/${elsewhere.uuid}`)).body.data.pay_settings
          .success_fields,
      ).toEqual([])

      const fpx = await serviceId(api, bill.uuid, 'Maybank2u')
      const pay = (answers?: Record<string, unknown>) =>
        api.call<{ transaction_invoice_no: string }>(
          'POST',
          `/payment-services/switch/payment-bill/_invoice?_invoice=${bill.invoice_no}`,
          { body: { payment_service_id: fpx, ...(answers ? { success_fields: answers } : {}) } },
        )
      const missing = await pay()
      expect(missing.body).toMatchObject({
        response_code: ResponseCode.VALIDATION_FAILED,
        description: 'Please check the additional details',
      })
      expect(missing.body.data).toEqual({
        breakdown: {
          [`success_fields.${student.id}`]: 'Student name is required',
          [`success_fields.${form.id}`]: 'Form is required',
        },
      })
      const wrong = await pay({ [student.id]: 'Muhammad Aiman', [form.id]: 'Form 6', [pax.id]: '9' })
      expect(wrong.body.data).toEqual({
        breakdown: {
          [`success_fields.${student.id}`]: 'Student name may not be longer than 10 characters',
          [`success_fields.${form.id}`]: 'Choose one of the options for Form',
          [`success_fields.${pax.id}`]: 'Pax may not be more than 4',
        },
      })
      // Refused answers record no attempt.
      expect(
        (
          await api.call<ListData<PaymentRecord>>('GET', `/payment-records?search=${bill.invoice_no}`, {
            token,
          })
        ).body.data.list.total,
      ).toBe(0)
      const ok = await pay({ [student.id]: ' Aiman ', [form.id]: 'Form 5', [pax.id]: '', unknown: 'ignored' })
      expect(ok.body.response_code).toBe(2000)
      await choose(api, ok.body.data.transaction_invoice_no, 'approve')

      await runDueJobs(api.deps, JOB_HANDLERS)
      const callback = JSON.parse(receiver.received.at(-1)!.body) as Record<string, unknown>
      expect(callback).toMatchObject({ event: 'payment.paid', invoice_no: bill.invoice_no })
      expect(callback.success_fields).toEqual([
        { key: 'student_name', label: 'Student name', value: 'Aiman' },
        { key: 'form', label: 'Form', value: 'Form 5' },
      ])
      const list = await api.call<ListData<PaymentRecord>>(
        'GET',
        `/payment-records?search=${bill.invoice_no}`,
        { token },
      )
      const detail = await api.call<{ record: PaymentRecord }>(
        'GET',
        `/payment-records/${list.body.data.list.data[0]!.id}`,
        { token },
      )
      expect(detail.body.data.record.success_fields).toEqual(callback.success_fields)
      for (const field of [student, form, pax])
        await api.call('DELETE', `/success-field/${field.id}`, { token })
    } finally {
      await receiver.close()
    }
  })
})

describe('support and share settings on the public pages', () => {
  it('a bill, a form and a receipt carry the merchant’s support details and share settings', async () => {
    const { bill } = await makeBill(api, token, '12.00')
    const page = (await api.call<PublicBill>('GET', `/customer-bills/public/${bill.uuid}`)).body.data
    expect(page.merchant.support).toEqual({
      email: 'support@niaga.test',
      phone: '+60 3-2181 0000',
      whatsapp: '+60 12-345 6789',
      hours: 'Mon–Fri, 9am–6pm (MYT)',
      message: expect.stringContaining('one working day'),
    })
    expect(page.pay_settings.share).toEqual({
      channels: ['whatsapp', 'telegram', 'facebook', 'email'],
      message_template: expect.stringContaining('{link}'),
    })
    const started = await startPay(api, bill, await serviceId(api, bill.uuid, 'Maybank2u'))
    await choose(api, started.body.data.transaction_invoice_no, 'approve')
    const receipt = await api.call<Receipt>(
      'POST',
      `/payment-services/switch/manual-checking-transaction?invoice_no=${started.body.data.transaction_invoice_no}`,
    )
    expect(receipt.body.data.merchant.support?.email).toBe('support@niaga.test')

    const share = (await api.call<ListData<{ id: string }>>('GET', '/share-settings', { token })).body.data
      .list.data[0]!
    await api.call('PUT', `/share-settings/${share.id}`, {
      token,
      body: { telegram: false, facebook: false, message_template: 'Tolong bayar {title}: {link}' },
    })
    const form = await openForm()
    expect(
      (await api.call<PublicCollection>('GET', `/collections/public/${form.uuid}`)).body.data.pay_settings
        .share,
    ).toEqual({ channels: ['whatsapp', 'email'], message_template: 'Tolong bayar {title}: {link}' })
    // Without active support details the payer sees none.
    const support = (await api.call<ListData<{ id: string }>>('GET', '/support-details', { token })).body.data
      .list.data[0]!
    await api.call('PUT', `/support-details/${support.id}`, { token, body: { is_active: false } })
    expect(
      (await api.call<PublicCollection>('GET', `/collections/public/${form.uuid}`)).body.data.merchant
        .support,
    ).toBeNull()
    await api.call('PUT', `/support-details/${support.id}`, { token, body: { is_active: true } })
  })
})
