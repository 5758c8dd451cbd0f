// Company information (company-details): one record per account, CRUD, company-me, the info-only update,
// validation messages (SSM, SST, postcode, support contact), roles and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import { COMPANY_EXISTS_MESSAGE, SUPPORT_CONTACT_MESSAGE, type Company } from '../../src/contract/company.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { member, uploadImage } from '../support/company.ts'

let api: Api
let m2: string
beforeAll(async () => {
  api = await startApi()
  // merchant2 starts without company information (the seed gives the first merchant one).
  m2 = (await api.login('merchant2@niaga.test')).access_token
})
afterAll(() => api.close())

const COMPANY = {
  registered_name: 'Kedai Runcit Tan Enterprise',
  ssm_no: '2019 03 123456',
  sst_no: 'w10-1808-31234567',
  address: { line1: '12, Jalan Besar', line2: '', postcode: '08000', city: 'Sungai Petani', state: 'Kedah' },
  support_email: 'Help@Tan.example.my',
  support_phone: '',
}
const breakdown = (body: { data: unknown }) => (body.data as { breakdown: Record<string, string> }).breakdown

describe('company information', () => {
  let id: string

  it('is empty at first: company-me answers null and the list is empty', async () => {
    const me = await api.call('GET', '/company-details/options/company-me', { token: m2 })
    expect(me.body).toMatchObject({ response_code: 2000, data: null })
    const list = await api.call<ListData<Company>>('GET', '/company-details', { token: m2 })
    expect(list.body.data.list).toMatchObject({ data: [], total: 0 })
  })

  it('creates the record, normalising the SSM, SST and contact fields', async () => {
    const res = await api.call<Company>('POST', '/company-details', { token: m2, body: COMPANY })
    expect(res.body.response_code).toBe(2000)
    expect(res.body.description).toBe('Company information saved')
    expect(res.body.data).toMatchObject({
      registered_name: 'Kedai Runcit Tan Enterprise',
      ssm_no: '201903123456',
      ssm_format: 'new',
      entity_type: 'Business (sole proprietor or partnership)',
      sst_no: 'W10-1808-31234567',
      address: {
        line1: '12, Jalan Besar',
        line2: null,
        postcode: '08000',
        city: 'Sungai Petani',
        state: 'Kedah',
      },
      support_email: 'help@tan.example.my',
      support_phone: null,
      logo_url: null,
    })
    id = res.body.data.id
    expect(
      (await api.call<Company>('GET', '/company-details/options/company-me', { token: m2 })).body.data.id,
    ).toBe(id)
    expect((await api.call<Company>('GET', `/company-details/${id}`, { token: m2 })).body.data.ssm_no).toBe(
      '201903123456',
    )
    const list = await api.call<ListData<Company>>('GET', '/company-details', { token: m2 })
    expect(list.body.data.list.data.map((c) => c.id)).toEqual([id])
  })

  it('refuses a second record for the same account with 4090', async () => {
    const res = await api.call('POST', '/company-details', {
      token: m2,
      body: { ...COMPANY, registered_name: 'Another' },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: COMPANY_EXISTS_MESSAGE,
    })
  })

  it('changes any field with PUT {id}, and keeps a support contact', async () => {
    const res = await api.call<Company>('PUT', `/company-details/${id}`, {
      token: m2,
      body: { ssm_no: '1234567-x', sst_no: null },
    })
    expect(res.body.data).toMatchObject({
      ssm_no: '1234567-X',
      ssm_format: 'old',
      entity_type: null,
      sst_no: null,
    })
    const none = await api.call('PUT', `/company-details/${id}`, { token: m2, body: { support_email: '' } })
    expect(breakdown(none.body)).toEqual({ support_email: SUPPORT_CONTACT_MESSAGE })
  })

  it('PUT info/{id} changes what payers read, and refuses registration details', async () => {
    const imageId = await uploadImage(api, m2, 'logo.png')
    const res = await api.call<Company>('PUT', `/company-details/info/${id}`, {
      token: m2,
      body: {
        logo_image_id: imageId,
        support_phone: '+60 4-421 8888',
        address: { ...COMPANY.address, line2: 'Taman Ria' },
      },
    })
    expect(res.body.data).toMatchObject({
      logo_image_id: imageId,
      logo_url: `/api/v1/cdn/images/${imageId}`,
      support_phone: '+60 4-421 8888',
    })
    expect(res.body.data.address.line2).toBe('Taman Ria')
    const refused = await api.call('PUT', `/company-details/info/${id}`, {
      token: m2,
      body: { registered_name: 'X Sdn Bhd' },
    })
    expect(refused.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    // Deleting the logo's image from the library removes the logo.
    expect(
      (await api.call('DELETE', `/merchant-cloud-image/${imageId}`, { token: m2 })).body.response_code,
    ).toBe(2000)
    expect(
      (await api.call<Company>('GET', `/company-details/${id}`, { token: m2 })).body.data.logo_url,
    ).toBeNull()
  })

  it('refuses another account’s image as the logo', async () => {
    const m1 = (await api.login('merchant@niaga.test')).access_token
    const images = await api.call<ListData<{ id: string }>>(
      'POST',
      '/merchant-cloud-image/merchant-cloud-image-records',
      { token: m1 },
    )
    const foreign = images.body.data.list.data[0]!.id
    const res = await api.call('PUT', `/company-details/info/${id}`, {
      token: m2,
      body: { logo_image_id: foreign },
    })
    expect(breakdown(res.body)).toEqual({ logo_image_id: 'The selected image does not exist' })
  })

  it('explains each bad field', async () => {
    const m1 = (await api.login('merchant@niaga.test')).access_token
    const bad = async (patch: Record<string, unknown>) =>
      breakdown(
        (await api.call('POST', '/company-details', { token: m1, body: { ...COMPANY, ...patch } })).body,
      )
    expect(await bad({ ssm_no: '12345' })).toEqual({
      ssm_no:
        'The SSM registration number is 12 digits (e.g. 202001012345) or the old format (e.g. 1234567-X)',
    })
    expect(await bad({ ssm_no: '202007012345' })).toEqual({
      ssm_no: 'Digits 5 and 6 of the SSM registration number are its entity type, 01 to 06',
    })
    expect(await bad({ ssm_no: '179901012345' })).toEqual({
      ssm_no: expect.stringContaining('starts with its registration year (1800 to'),
    })
    expect(await bad({ ssm_no: '202001000000' })).toEqual({
      ssm_no: 'The last 6 digits of the SSM registration number may not all be 0',
    })
    expect(await bad({ ssm_no: '' })).toEqual({ ssm_no: 'The SSM registration number field is required' })
    expect(await bad({ sst_no: 'W10-1808-3123' })).toEqual({
      sst_no: 'The SST number looks like W10-1808-31234567',
    })
    expect(await bad({ address: { ...COMPANY.address, postcode: '8000' } })).toEqual({
      'address.postcode': 'The postcode must be 5 digits',
    })
    expect(await bad({ address: { ...COMPANY.address, state: 'Atlantis' } })).toEqual({
      'address.state': 'Choose a Malaysian state or territory',
    })
    expect(await bad({ registered_name: ' ' })).toEqual({
      registered_name: 'The registered name field is required',
    })
    expect(await bad({ support_email: '', support_phone: null })).toEqual({
      support_email: SUPPORT_CONTACT_MESSAGE,
    })
    expect(await bad({ support_email: 'not-an-email' })).toEqual({
      support_email: 'The support email field must be a valid email',
    })
  })

  it('members read it; only owners and admins change it (viewer and staff: 4030)', async () => {
    const owner = (await api.login('merchant2@niaga.test')).access_token
    const viewer = await member(api, owner, 'viewer', 'company-viewer@example.my')
    const staff = await member(api, owner, 'staff', 'company-staff@example.my')
    const admin = await member(api, owner, 'admin', 'company-admin@example.my')
    expect(
      (await api.call<Company>('GET', '/company-details/options/company-me', { token: viewer })).body.data.id,
    ).toBe(id)
    expect((await api.call('GET', `/company-details/${id}`, { token: viewer })).body.response_code).toBe(2000)
    for (const token of [viewer, staff]) {
      expect(
        (await api.call('PUT', `/company-details/${id}`, { token, body: { registered_name: 'Viewer Co' } }))
          .body.response_code,
      ).toBe(ResponseCode.FORBIDDEN)
      expect(
        (
          await api.call('PUT', `/company-details/info/${id}`, {
            token,
            body: { support_phone: '+60 4-000 0000' },
          })
        ).body.response_code,
      ).toBe(ResponseCode.FORBIDDEN)
      expect((await api.call('DELETE', `/company-details/${id}`, { token })).body.response_code).toBe(
        ResponseCode.FORBIDDEN,
      )
      expect((await api.call('POST', '/company-details', { token, body: COMPANY })).body.response_code).toBe(
        ResponseCode.FORBIDDEN,
      )
    }
    const changed = await api.call<Company>('PUT', `/company-details/${id}`, {
      token: admin,
      body: { registered_name: 'Tan Enterprise' },
    })
    expect(changed.body.data.registered_name).toBe('Tan Enterprise')
  })

  it('another merchant cannot read, change or delete it (4040), and sees its own', async () => {
    const m1 = (await api.login('merchant@niaga.test')).access_token
    expect((await api.call('GET', `/company-details/${id}`, { token: m1 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/company-details/${id}`, { token: m1, body: { registered_name: 'Mine' } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (
        await api.call('PUT', `/company-details/info/${id}`, {
          token: m1,
          body: { support_phone: '+60 3-1111 1111' },
        })
      ).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await api.call('DELETE', `/company-details/${id}`, { token: m1 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    const own = await api.call<Company>('GET', '/company-details/options/company-me', { token: m1 })
    expect(own.body.data).toMatchObject({
      registered_name: 'Niaga Demo Sdn Bhd',
      ssm_no: '202001012345',
      entity_type: 'Local company (Sdn Bhd / Bhd)',
    })
  })

  it('deletes it; company-me answers null again and a new one can be created', async () => {
    expect((await api.call('DELETE', `/company-details/${id}`, { token: m2 })).body).toMatchObject({
      response_code: 2000,
      description: 'Company information deleted',
    })
    expect((await api.call('GET', `/company-details/${id}`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect((await api.call('GET', '/company-details/options/company-me', { token: m2 })).body.data).toBeNull()
    expect(
      (await api.call('POST', '/company-details', { token: m2, body: COMPANY })).body.response_code,
    ).toBe(2000)
  })
})
