// Payment settings, success fields, support details and share settings (SPEC §7 Settings CRUD): create,
// read, list (GET and SPEC's list POSTs), change, delete; their validation messages; one active record of a
// one-current-record setting; roles (reads for every member, writes for owners and admins); tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import type {
  PaymentSetting,
  ShareSetting,
  SuccessField,
  SupportDetail,
} from '../../src/contract/payment-settings.ts'
import { startApi, type Api } from '../support/api-harness.ts'

let api: Api
let token: string
let other: string
let viewer: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
  other = (await api.login('merchant2@niaga.test')).access_token
  const made = await api.call('POST', '/users', {
    token,
    body: {
      full_name: 'Vera Viewer',
      email: 'viewer-ps@example.my',
      role_code: 'viewer',
      password: 'Viewer#2026',
    },
  })
  if (made.body.response_code !== 2000) throw new Error(JSON.stringify(made.body))
  viewer = (await api.login('viewer-ps@example.my', 'Viewer#2026')).access_token
})
afterAll(() => api.close())

const breakdown = (body: { data: unknown }) => (body.data as { breakdown?: Record<string, string> }).breakdown

describe('payment settings', () => {
  it('are seeded for the demo merchant and listed by GET', async () => {
    const list = await api.call<ListData<PaymentSetting>>('GET', '/payment-settings', { token })
    expect(list.body.data.list.total).toBe(1)
    expect(list.body.data.list.data[0]).toMatchObject({
      is_active: true,
      required_payer_fields: ['name', 'email'],
      min_amount: null,
    })
  })

  it('create, read, change and delete; saving one active turns the other off', async () => {
    const [seeded] = (await api.call<ListData<PaymentSetting>>('GET', '/payment-settings', { token })).body
      .data.list.data
    const created = await api.call<PaymentSetting>('POST', '/payment-settings', {
      token,
      body: {
        channel_order: ['duitnow', 'fpx'],
        min_amount: '5',
        max_amount: 2500,
        bill_expiry_days: 14,
        required_payer_fields: ['name', 'phone'],
      },
    })
    expect(created.body).toMatchObject({ response_code: 2000, description: 'Payment settings created' })
    expect(created.body.data).toMatchObject({
      channel_order: ['duitnow', 'fpx'],
      min_amount: '5.00',
      max_amount: '2500.00',
      bill_expiry_days: 14,
      required_payer_fields: ['name', 'phone'],
      is_active: true,
    })
    const id = created.body.data.id
    expect(
      (await api.call<PaymentSetting>('GET', `/payment-settings/${seeded!.id}`, { token })).body.data
        .is_active,
    ).toBe(false)
    const changed = await api.call<PaymentSetting>('PUT', `/payment-settings/${id}`, {
      token,
      body: { max_amount: null, bill_expiry_days: null },
    })
    expect(changed.body.data).toMatchObject({ min_amount: '5.00', max_amount: null, bill_expiry_days: null })
    // Turning the seeded one back on turns the new one off.
    await api.call('PUT', `/payment-settings/${seeded!.id}`, { token, body: { is_active: true } })
    expect(
      (await api.call<PaymentSetting>('GET', `/payment-settings/${id}`, { token })).body.data.is_active,
    ).toBe(false)
    expect((await api.call('DELETE', `/payment-settings/${id}`, { token })).body).toMatchObject({
      response_code: 2000,
      data: { id },
    })
    expect((await api.call('GET', `/payment-settings/${id}`, { token })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
  })

  it('explain what is wrong', async () => {
    const limits = await api.call('POST', '/payment-settings', {
      token,
      body: { min_amount: '50', max_amount: '10' },
    })
    expect(breakdown(limits.body)).toEqual({
      min_amount: 'The minimum amount may not be more than the maximum amount',
    })
    const bad = await api.call('POST', '/payment-settings', {
      token,
      body: { channel_order: ['fpx', 'fpx', 'cash'], bill_expiry_days: 0, required_payer_fields: ['age'] },
    })
    expect(bad.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdown(bad.body)).toMatchObject({ bill_expiry_days: 'The bill expiry must be at least 1 day' })
    expect(Object.keys(breakdown(bad.body)!).sort()).toEqual([
      'bill_expiry_days',
      'channel_order.2',
      'required_payer_fields.0',
    ])
    const over = await api.call('POST', '/payment-settings', {
      token,
      body: { bill_expiry_days: 400, min_amount: '1.234' },
    })
    expect(breakdown(over.body)).toMatchObject({
      bill_expiry_days: 'The bill expiry may not exceed 365 days',
    })
    // Changing one limit is checked against the other as saved.
    const [seeded] = (await api.call<ListData<PaymentSetting>>('GET', '/payment-settings', { token })).body
      .data.list.data
    await api.call('PUT', `/payment-settings/${seeded!.id}`, { token, body: { max_amount: '100' } })
    const partial = await api.call('PUT', `/payment-settings/${seeded!.id}`, {
      token,
      body: { min_amount: '101' },
    })
    expect(breakdown(partial.body)).toEqual({
      min_amount: 'The minimum amount may not be more than the maximum amount',
    })
    await api.call('PUT', `/payment-settings/${seeded!.id}`, { token, body: { max_amount: null } })
  })
})

describe('success fields', () => {
  it('create (key from the label), list in page order by GET and POST, change, delete', async () => {
    const created = await api.call<SuccessField>('POST', '/success-field', {
      token,
      body: {
        label: 'Student ID no.',
        type: 'text',
        required: true,
        max_length: 12,
        sort_order: 0,
        min_value: 3,
      },
    })
    expect(created.body).toMatchObject({ response_code: 2000, description: 'Success field created' })
    // A text field keeps its length and drops bounds that only numbers have.
    expect(created.body.data).toMatchObject({
      key: 'student_id_no',
      type: 'text',
      required: true,
      max_length: 12,
      min_value: null,
      is_active: true,
      collection_id: null,
    })
    const id = created.body.data.id
    const viaPost = await api.call<ListData<SuccessField>>(
      'POST',
      '/success-field/merchant-success-field?skip=0&limit=2',
      { token },
    )
    expect(viaPost.body.data.list).toMatchObject({ skip: 0, limit: 2, total: 3 })
    expect(viaPost.body.data.list.data[0]!.id).toBe(id)
    const select = await api.call<SuccessField>('PUT', `/success-field/${id}`, {
      token,
      body: { type: 'select', options: ['Form 4', 'Form 5'] },
    })
    expect(select.body.data).toMatchObject({
      type: 'select',
      options: ['Form 4', 'Form 5'],
      max_length: null,
      key: 'student_id_no',
    })
    expect((await api.call('DELETE', `/success-field/${id}`, { token })).body.response_code).toBe(2000)
    expect((await api.call('GET', `/success-field/${id}`, { token })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
  })

  it('explain what is wrong', async () => {
    const select = await api.call('POST', '/success-field', {
      token,
      body: { label: 'Size', type: 'select' },
    })
    expect(breakdown(select.body)).toEqual({ options: 'A select field needs at least one option' })
    const bounds = await api.call('POST', '/success-field', {
      token,
      body: { label: 'Pax', type: 'number', min_value: 10, max_value: 2 },
    })
    expect(breakdown(bounds.body)).toEqual({ min_value: 'The minimum may not be more than the maximum' })
    const blank = await api.call('POST', '/success-field', {
      token,
      body: { label: ' ', type: 'colour', key: 'Bad Key' },
    })
    expect(breakdown(blank.body)).toMatchObject({
      label: 'The label field is required',
      type: 'The type is text, number or select',
    })
    expect(breakdown(blank.body)!.key).toMatch(/lower-case letters/)
    const dup = await api.call('POST', '/success-field', {
      token,
      body: { label: 'Membership', key: 'membership_no', type: 'text' },
    })
    expect(dup.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      data: { breakdown: { key: 'Another success field already has this key' } },
    })
    const foreign = await api.call<{ id: string }[]>('GET', '/collections', { token: other })
    const theirs = (foreign.body.data as unknown as ListData<{ id: string }>).list.data[0]
    if (theirs) {
      const scoped = await api.call('POST', '/success-field', {
        token,
        body: { label: 'X', type: 'text', collection_id: theirs.id },
      })
      expect(breakdown(scoped.body)).toEqual({ collection_id: 'No collection of yours has this id' })
    }
  })
})

describe('support details', () => {
  it('create, list by GET and POST, change, delete; at least one contact', async () => {
    const seeded = (
      await api.call<ListData<SupportDetail>>(
        'POST',
        '/support-details/merchant-support-details?skip=0&limit=10',
        { token },
      )
    ).body.data.list.data
    expect(seeded).toHaveLength(1)
    expect(seeded[0]).toMatchObject({ email: 'support@niaga.test', is_active: true })
    const created = await api.call<SupportDetail>('POST', '/support-details', {
      token,
      body: { email: 'HELP@Kedai.MY', whatsapp: '+60 12-000 1111', hours: '', is_active: false },
    })
    expect(created.body.data).toMatchObject({
      email: 'help@kedai.my',
      phone: null,
      whatsapp: '+60 12-000 1111',
      hours: null,
      is_active: false,
    })
    const id = created.body.data.id
    const none = await api.call('PUT', `/support-details/${id}`, {
      token,
      body: { email: null, whatsapp: '' },
    })
    expect(breakdown(none.body)).toEqual({
      email: 'Give at least one way to reach you: support email, phone or WhatsApp',
    })
    const bad = await api.call('POST', '/support-details', {
      token,
      body: { email: 'nope', phone: 'call me' },
    })
    expect(breakdown(bad.body)).toMatchObject({ email: 'The support email field must be a valid email' })
    expect(breakdown(bad.body)!.phone).toBeDefined()
    expect((await api.call('DELETE', `/support-details/${id}`, { token })).body.response_code).toBe(2000)
    expect(
      (await api.call<ListData<SupportDetail>>('GET', '/support-details', { token })).body.data.list.total,
    ).toBe(1)
  })
})

describe('share settings', () => {
  it('create, list by GET and POST, change, delete; the template needs {link} and known placeholders', async () => {
    expect(
      (await api.call<ListData<ShareSetting>>('GET', '/share-settings', { token })).body.data.list.data[0],
    ).toMatchObject({ whatsapp: true, email: true, is_active: true })
    const created = await api.call<ShareSetting>('POST', '/share-settings', {
      token,
      body: { facebook: false, email: false, message_template: 'Bayar {title} di {link}', is_active: false },
    })
    expect(created.body.data).toMatchObject({
      whatsapp: true,
      telegram: true,
      facebook: false,
      email: false,
      message_template: 'Bayar {title} di {link}',
    })
    const id = created.body.data.id
    const noLink = await api.call('PUT', `/share-settings/${id}`, {
      token,
      body: { message_template: 'Pay {merchant}' },
    })
    expect(breakdown(noLink.body)).toEqual({ message_template: 'The message template must contain {link}' })
    const unknown = await api.call('POST', '/share-settings', {
      token,
      body: { message_template: 'Pay {who}: {link}' },
    })
    expect(breakdown(unknown.body)).toEqual({
      message_template: 'Unknown placeholder {who}: use {merchant}, {title}, {amount} or {link}',
    })
    expect(
      (await api.call<ListData<ShareSetting>>('POST', '/share-settings/merchant-share-settings', { token }))
        .body.data.list.total,
    ).toBe(2)
    expect((await api.call('DELETE', `/share-settings/${id}`, { token })).body.response_code).toBe(2000)
  })
})

describe('roles and tenancy', () => {
  const resources = [
    ['/payment-settings', { min_amount: '1' }],
    ['/success-field', { label: 'Viewer field', type: 'text' }],
    ['/support-details', { email: 'v@example.my' }],
    ['/share-settings', { message_template: '{link}' }],
  ] as const

  it('a viewer reads every resource but may not create, change or delete (4030)', async () => {
    for (const [path, body] of resources) {
      const list = await api.call<ListData<{ id: string }>>('GET', path, { token: viewer })
      expect(list.body.response_code, path).toBe(2000)
      const id = list.body.data.list.data[0]!.id
      expect((await api.call('GET', `${path}/${id}`, { token: viewer })).body.response_code, path).toBe(2000)
      expect((await api.call('POST', path, { token: viewer, body })).body.response_code, `POST ${path}`).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect(
        (await api.call('PUT', `${path}/${id}`, { token: viewer, body })).body.response_code,
        `PUT ${path}`,
      ).toBe(ResponseCode.FORBIDDEN)
      expect(
        (await api.call('DELETE', `${path}/${id}`, { token: viewer })).body.response_code,
        `DELETE ${path}`,
      ).toBe(ResponseCode.FORBIDDEN)
    }
  })

  it('another merchant can neither read nor change the records (4040) and lists only its own', async () => {
    for (const [path, body] of resources) {
      const id = (await api.call<ListData<{ id: string }>>('GET', path, { token })).body.data.list.data[0]!.id
      expect((await api.call('GET', `${path}/${id}`, { token: other })).body.response_code, path).toBe(
        ResponseCode.NOT_FOUND,
      )
      expect((await api.call('PUT', `${path}/${id}`, { token: other, body })).body.response_code, path).toBe(
        ResponseCode.NOT_FOUND,
      )
      expect((await api.call('DELETE', `${path}/${id}`, { token: other })).body.response_code, path).toBe(
        ResponseCode.NOT_FOUND,
      )
      expect(
        (await api.call<ListData<unknown>>('GET', path, { token: other })).body.data.list.total,
        path,
      ).toBe(0)
      expect((await api.call('GET', `${path}/${id}`, { token })).body.response_code, path).toBe(2000)
    }
  })
})
