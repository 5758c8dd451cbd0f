// Business owners (business-owner-details): CRUD, the NRIC/passport and share rules and their messages,
// the 100% share total, masked IC numbers for every role but owners, documents, roles and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessOwner, BusinessOwnerList } from '../../src/contract/business-owners.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { member, uploadImage } from '../support/company.ts'

let api: Api
let owner: string
let admin: string
let viewer: string
beforeAll(async () => {
  api = await startApi()
  owner = (await api.login('merchant@niaga.test')).access_token
  admin = await member(api, owner, 'admin', 'owners-admin@example.my')
  viewer = await member(api, owner, 'viewer', 'owners-viewer@example.my')
})
afterAll(() => api.close())

const OWNER = {
  full_name: 'Farah Nadia binti Hassan',
  role: 'shareholder',
  id_type: 'nric',
  id_number: '900215 10 5234',
  nationality: 'Malaysian',
  share_percentage: 5.5,
}
const breakdown = (body: { data: unknown }) => (body.data as { breakdown: Record<string, string> }).breakdown
const list = (token: string, query = '') =>
  api.call<BusinessOwnerList>('GET', `/business-owner-details${query}`, { token })

describe('business owners', () => {
  let id: string

  it('lists the seeded owners with the shares they hold together', async () => {
    const res = await list(owner, '?sort=full_name&order=asc')
    expect(res.body.data.list.data.map((o) => [o.full_name, o.role, o.share_percentage])).toEqual([
      ['Aisyah Rahman', 'both', 60],
      ['Lim Boon Keat', 'shareholder', 30],
    ])
    expect(res.body.data).toMatchObject({ allocated_percentage: 90, remaining_percentage: 10 })
  })

  it('adds an owner with documents, storing the NRIC with dashes', async () => {
    const scan = await uploadImage(api, owner, 'mykad-front.png')
    const res = await api.call<BusinessOwner>('POST', '/business-owner-details', {
      token: owner,
      body: { ...OWNER, document_image_ids: [scan] },
    })
    expect(res.body).toMatchObject({ response_code: 2000, description: 'Business owner created' })
    expect(res.body.data).toMatchObject({
      id_number: '900215-10-5234',
      id_number_masked: false,
      share_percentage: 5.5,
      role: 'shareholder',
    })
    expect(res.body.data.documents).toEqual([
      {
        id: scan,
        file_name: 'mykad-front.png',
        url: `/api/v1/cdn/images/${scan}`,
        thumb_url: `/api/v1/cdn/images/${scan}/thumb`,
      },
    ])
    id = res.body.data.id
    expect((await list(owner)).body.data).toMatchObject({
      allocated_percentage: 95.5,
      remaining_percentage: 4.5,
    })
  })

  it('refuses shares beyond 100% on create and update, naming what remains', async () => {
    const create = await api.call('POST', '/business-owner-details', {
      token: owner,
      body: { ...OWNER, full_name: 'Wong Kah Hoe', id_number: '850707-08-5511', share_percentage: 4.51 },
    })
    expect(create.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(breakdown(create.body)).toEqual({
      share_percentage:
        "The owners' shares may not exceed 100%: the others hold 95.50%, so only 4.50% remains",
    })
    const update = await api.call('PUT', `/business-owner-details/${id}`, {
      token: owner,
      body: { share_percentage: 10.01 },
    })
    expect(breakdown(update.body)).toEqual({
      share_percentage:
        "The owners' shares may not exceed 100%: the others hold 90.00%, so only 10.00% remains",
    })
    const exact = await api.call<BusinessOwner>('PUT', `/business-owner-details/${id}`, {
      token: owner,
      body: { share_percentage: 10 },
    })
    expect(exact.body.data.share_percentage).toBe(10)
    expect((await list(owner)).body.data).toMatchObject({
      allocated_percentage: 100,
      remaining_percentage: 0,
    })
    const director = await api.call<BusinessOwner>('POST', '/business-owner-details', {
      token: owner,
      body: {
        ...OWNER,
        full_name: 'Wong Kah Hoe',
        role: 'director',
        id_number: '850707-08-5511',
        share_percentage: 0,
      },
    })
    expect(director.body.response_code).toBe(2000)
    await api.call('DELETE', `/business-owner-details/${director.body.data.id}`, { token: owner })
  })

  it('explains bad IC numbers, passports, roles and shares', async () => {
    const bad = async (patch: Record<string, unknown>) =>
      breakdown(
        (
          await api.call('POST', '/business-owner-details', {
            token: owner,
            body: { ...OWNER, share_percentage: 0.01, ...patch },
          })
        ).body,
      )
    expect(await bad({ id_number: '90021510523' })).toEqual({
      id_number: 'The IC number is 12 digits as YYMMDD-PB-####, e.g. 880101-14-5678',
    })
    expect(await bad({ id_number: '900230-10-5234' })).toEqual({
      id_number: 'The first 6 digits of the IC number are a date of birth (YYMMDD) that exists',
    })
    expect(await bad({ id_number: '010229-10-5234' })).toEqual({
      id_number: 'The first 6 digits of the IC number are a date of birth (YYMMDD) that exists',
    })
    expect(await bad({ id_number: '900215-17-5234' })).toEqual({
      id_number: '17 is not a place-of-birth code of a MyKad number (digits 7 and 8)',
    })
    expect(await bad({ id_number: '900215-00-5234' })).toEqual({
      id_number: '00 is not a place-of-birth code of a MyKad number (digits 7 and 8)',
    })
    expect(await bad({ id_type: 'passport', id_number: 'A12-34' })).toEqual({
      id_number: 'The passport number is 6 to 12 letters and digits',
    })
    expect(await bad({ id_type: 'mykad' })).toEqual({ id_type: 'The IC type is nric or passport' })
    expect(await bad({ role: 'ceo' })).toEqual({ role: 'The role is director, shareholder or both' })
    expect(await bad({ share_percentage: 100.5 })).toEqual({
      share_percentage: 'The share percentage must be between 0 and 100',
    })
    expect(await bad({ share_percentage: 1.234 })).toEqual({
      share_percentage: 'The share percentage may have at most 2 decimals',
    })
    expect(await bad({ share_percentage: '5' })).toEqual({
      share_percentage: 'The share percentage must be a number',
    })
    expect(await bad({ share_percentage: 0 })).toEqual({
      share_percentage: 'A shareholder holds more than 0% of the shares',
    })
    expect(await bad({ role: 'director', share_percentage: 5 })).toEqual({
      share_percentage:
        'A director alone holds no shares; choose "both" for a director who is also a shareholder',
    })
    expect(await bad({ full_name: '' })).toEqual({ full_name: 'The full name field is required' })
    expect(await bad({ document_image_ids: ['6f1c1b1e-0000-4000-8000-000000000000'] })).toEqual({
      'document_image_ids.0': 'The selected image does not exist',
    })
    // A changed IC type needs a number of that type.
    const update = await api.call('PUT', `/business-owner-details/${id}`, {
      token: owner,
      body: { id_type: 'passport' },
    })
    expect(breakdown(update.body)).toEqual({ id_number: 'The passport number is 6 to 12 letters and digits' })
    const passport = await api.call<BusinessOwner>('PUT', `/business-owner-details/${id}`, {
      token: owner,
      body: { id_type: 'passport', id_number: 'a 1234 5678' },
    })
    expect(passport.body.data).toMatchObject({ id_type: 'passport', id_number: 'A12345678' })
  })

  it('refuses the same person twice (4090)', async () => {
    const res = await api.call('POST', '/business-owner-details', {
      token: owner,
      body: { ...OWNER, id_type: 'passport', id_number: 'A12345678', share_percentage: 0, role: 'director' },
    })
    expect(res.body).toMatchObject({
      response_code: ResponseCode.CONFLICT,
      description: 'An owner with this IC/passport number is already listed',
    })
  })

  it('shows IC numbers in full to owners only: admins and viewers read them masked', async () => {
    const seeded = (await list(owner, '?search=Aisyah')).body.data.list.data[0]!
    expect(seeded).toMatchObject({ id_number: '880412-14-5522', id_number_masked: false })
    for (const token of [admin, viewer]) {
      const masked = (await list(token, '?search=Aisyah')).body.data.list.data[0]!
      expect(masked).toMatchObject({ id_number: '******-**-5522', id_number_masked: true })
      const one = await api.call<BusinessOwner>('GET', `/business-owner-details/${id}`, { token })
      expect(one.body.data).toMatchObject({ id_number: '*****5678', id_number_masked: true })
      expect(JSON.stringify((await list(token)).body)).not.toContain('880412')
    }
    // An admin's change answers masked too, and leaving id_number out keeps it.
    const changed = await api.call<BusinessOwner>('PUT', `/business-owner-details/${seeded.id}`, {
      token: admin,
      body: { nationality: 'Malaysia' },
    })
    expect(changed.body.data).toMatchObject({ nationality: 'Malaysia', id_number: '******-**-5522' })
    expect(
      (await api.call<BusinessOwner>('GET', `/business-owner-details/${seeded.id}`, { token: owner })).body
        .data.id_number,
    ).toBe('880412-14-5522')
  })

  it('viewers read but cannot write (4030)', async () => {
    expect(
      (await api.call('POST', '/business-owner-details', { token: viewer, body: OWNER })).body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    expect(
      (await api.call('PUT', `/business-owner-details/${id}`, { token: viewer, body: { nationality: 'X' } }))
        .body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
    expect(
      (await api.call('DELETE', `/business-owner-details/${id}`, { token: viewer })).body.response_code,
    ).toBe(ResponseCode.FORBIDDEN)
  })

  it('another merchant cannot read, change or delete them (4040) and lists only its own', async () => {
    const m2 = (await api.login('merchant2@niaga.test')).access_token
    expect((await api.call('GET', `/business-owner-details/${id}`, { token: m2 })).body.response_code).toBe(
      ResponseCode.NOT_FOUND,
    )
    expect(
      (await api.call('PUT', `/business-owner-details/${id}`, { token: m2, body: { nationality: 'X' } })).body
        .response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect(
      (await api.call('DELETE', `/business-owner-details/${id}`, { token: m2 })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await list(m2)).body.data).toMatchObject({
      list: { total: 0 },
      allocated_percentage: 0,
      remaining_percentage: 100,
    })
    // merchant2's own shares are counted apart from merchant1's.
    const own = await api.call('POST', '/business-owner-details', {
      token: m2,
      body: { ...OWNER, share_percentage: 100 },
    })
    expect(own.body.response_code).toBe(2000)
  })

  it('deletes an owner, freeing their share', async () => {
    expect((await api.call('DELETE', `/business-owner-details/${id}`, { token: owner })).body).toMatchObject({
      response_code: 2000,
      description: 'Business owner deleted',
    })
    expect(
      (await api.call('GET', `/business-owner-details/${id}`, { token: owner })).body.response_code,
    ).toBe(ResponseCode.NOT_FOUND)
    expect((await list(owner)).body.data.remaining_percentage).toBe(10)
  })
})
