// The Malaysian number checks of company information and business owners: SSM (12-digit and old formats),
// SST, MyKad (date of birth and place-of-birth code) and passports, and how IC numbers are masked.
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BusinessOwnerCreateSchema, ownerProblems } from '../../src/contract/business-owners.ts'
import {
  idNumberProblem,
  isBirthPlaceCode,
  maskIdNumber,
  normaliseIdNumber,
  nricProblem,
  readSsm,
  ssmEntityType,
} from '../../src/contract/company-ids.ts'
import { CompanyCreateSchema } from '../../src/contract/company.ts'
import { addressLines, merchantLegalName } from '../../src/contract/public-merchant.ts'

const TODAY = new Date('2026-11-22T04:00:00Z')

describe('SSM registration numbers', () => {
  it('reads the 12-digit format: year, entity type, serial', () => {
    expect(readSsm('202001012345', 2026)).toEqual({ ok: true, format: 'new', year: 2020, entity: '01' })
    expect(readSsm(' 2019 03 123456 ', 2026)).toMatchObject({ ok: true, entity: '03' })
    expect(readSsm('196506000001', 2026)).toMatchObject({ ok: true, year: 1965, entity: '06' })
    expect(ssmEntityType('201904000123')).toBe('Local limited liability partnership')
    expect(ssmEntityType('1234567-X')).toBeNull()
  })

  it('refuses a year out of range, an unknown entity type and a zero serial, saying which', () => {
    expect(readSsm('202701012345', 2026)).toEqual({
      ok: false,
      reason: 'The SSM registration number starts with its registration year (1800 to 2026)',
    })
    expect(readSsm('179901012345', 2026)).toMatchObject({ ok: false })
    expect(readSsm('202000012345', 2026)).toEqual({
      ok: false,
      reason: 'Digits 5 and 6 of the SSM registration number are its entity type, 01 to 06',
    })
    expect(readSsm('202007012345', 2026)).toMatchObject({ ok: false })
    expect(readSsm('202001000000', 2026)).toEqual({
      ok: false,
      reason: 'The last 6 digits of the SSM registration number may not all be 0',
    })
  })

  it('accepts the old formats and refuses near misses', () => {
    for (const old of ['123456-A', '1234567-x', '001234567-W', 'JM0123456-X', 'LLP0001234-LGN'])
      expect(readSsm(old, 2026), old).toEqual({ ok: true, format: 'old' })
    for (const bad of [
      '1234567',
      '1234567-XY',
      '1234567X',
      '12345678901',
      '2020010123456',
      'ABC',
      '',
      '1234567--X',
    ])
      expect(readSsm(bad, 2026).ok, bad).toBe(false)
  })

  it('the company schema normalises SSM and SST and requires a support contact', () => {
    const parsed = v.parse(CompanyCreateSchema, {
      registered_name: 'Kopi Co',
      ssm_no: '1234567-x',
      sst_no: 'b16 1900 12345678',
      address: { line1: '1 Jalan A', postcode: '10000', city: 'George Town', state: 'Pulau Pinang' },
      support_phone: '+60 4-000 0000',
    })
    expect(parsed).toMatchObject({ ssm_no: '1234567-X', sst_no: 'B16-1900-12345678' })
    expect(v.safeParse(CompanyCreateSchema, { ...parsed, sst_no: 'B16190012345678' }).success).toBe(false)
    const noContact = v.safeParse(CompanyCreateSchema, { ...parsed, sst_no: null, support_phone: null })
    expect(noContact.success ? [] : noContact.issues.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['support_email', 'Give a support email or a support phone, so payers can reach you'],
    ])
  })
})

describe('MyKad (NRIC) numbers', () => {
  it('accepts real dates of birth with an issued place-of-birth code, with or without dashes', () => {
    expect(nricProblem('880412-14-5522', TODAY)).toBeNull()
    expect(nricProblem('880412145522', TODAY)).toBeNull()
    expect(nricProblem('000229-01-1234', TODAY)).toBeNull() // 2000 was a leap year
    expect(nricProblem('261122-10-0001', TODAY)).toBeNull() // born today
    expect(normaliseIdNumber('nric', '880412 14 5522')).toBe('880412-14-5522')
  })

  it('refuses dates that do not exist or lie ahead, and codes that are not issued', () => {
    expect(nricProblem('880230-14-5522', TODAY)).toMatch(/date of birth \(YYMMDD\) that exists/)
    expect(nricProblem('881312-14-5522', TODAY)).toMatch(/exists/)
    expect(nricProblem('010229-14-5522', TODAY)).toMatch(/exists/)
    // 27 is read as 1927 (2027 is ahead), so it exists; 261123 (tomorrow) reads as 2026 and lies ahead.
    expect(nricProblem('270101-14-5522', TODAY)).toBeNull()
    expect(nricProblem('261123-14-5522', TODAY)).toBe('The date of birth in the IC number is in the future')
    for (const code of ['00', '17', '20', '69', '70', '73', '80', '81', '94', '97'])
      expect(nricProblem(`880412-${code}-5522`, TODAY), code).toBe(
        `${code} is not a place-of-birth code of a MyKad number (digits 7 and 8)`,
      )
    expect(nricProblem('88041-14-5522', TODAY)).toMatch(/^The IC number is 12 digits/)
    expect(nricProblem('880412-14-552A', TODAY)).toMatch(/^The IC number is 12 digits/)
  })

  it('knows the issued place-of-birth code ranges', () => {
    const issued = Array.from({ length: 100 }, (_, n) => n).filter(isBirthPlaceCode)
    expect(issued).toEqual([
      ...range(1, 16),
      ...range(21, 59),
      ...range(60, 68),
      71,
      72,
      ...range(74, 79),
      ...range(82, 93),
      98,
      99,
    ])
  })
})

describe('passports', () => {
  it('are 6 to 12 letters and digits', () => {
    expect(idNumberProblem('passport', 'a 1234 5678', TODAY)).toBeNull()
    expect(normaliseIdNumber('passport', 'a 1234 5678')).toBe('A12345678')
    expect(idNumberProblem('passport', 'A1234', TODAY)).toBe(
      'The passport number is 6 to 12 letters and digits',
    )
    expect(idNumberProblem('passport', 'A1234567890123', TODAY)).not.toBeNull()
    expect(idNumberProblem('passport', 'A-123456', TODAY)).not.toBeNull()
  })
})

describe('masking', () => {
  it('keeps the last 4 characters, and the NRIC dashes', () => {
    expect(maskIdNumber('nric', '880412-14-5522')).toBe('******-**-5522')
    expect(maskIdNumber('passport', 'A12345678')).toBe('*****5678')
    expect(maskIdNumber('passport', 'K12345')).toBe('**2345')
  })
})

describe('owner rules', () => {
  it('shares follow the role, and the schema stores the number normalised', () => {
    const base = {
      role: 'shareholder' as const,
      id_type: 'nric' as const,
      id_number: '880412-14-5522',
      share_percentage: 10,
    }
    expect(ownerProblems(base, TODAY)).toEqual({})
    expect(ownerProblems({ ...base, role: 'director' }, TODAY)).toHaveProperty('share_percentage')
    expect(ownerProblems({ ...base, role: 'both', share_percentage: 0 }, TODAY)).toEqual({
      share_percentage: 'A shareholder holds more than 0% of the shares',
    })
    const parsed = v.parse(BusinessOwnerCreateSchema, {
      ...base,
      full_name: 'A',
      nationality: 'Malaysian',
      id_number: '880412145522',
    })
    expect(parsed).toMatchObject({ id_number: '880412-14-5522', document_image_ids: [] })
  })
})

describe('the public merchant', () => {
  it('prints the address and the legal name', () => {
    expect(
      addressLines({
        line1: 'Level 12',
        line2: null,
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
      }),
    ).toEqual(['Level 12', '50450 Kuala Lumpur', 'Kuala Lumpur'])
    expect(merchantLegalName({ name: 'Niaga Demo Sdn Bhd', ssm_no: '202001012345' })).toBe(
      'Niaga Demo Sdn Bhd (202001012345)',
    )
    expect(merchantLegalName({ name: 'Kedai Tan', ssm_no: null })).toBe('Kedai Tan')
  })
})

function range(low: number, high: number) {
  return Array.from({ length: high - low + 1 }, (_, i) => low + i)
}
