// The developers' forms say in the browser what the server would: the whitelist's address check (the same
// library and rules as server/services/developers/whitelist.ts) and the API key form's payload and check.
import { describe, expect, it } from 'vitest'
import { READ_ONLY_SCOPES } from '../../src/contract/developers.ts'
import {
  apiKeyPayload,
  EMPTY_API_KEY,
  validateApiKey,
} from '../../src/features/developers/api-key-form-values.ts'
import { responseCodeLabel } from '../../src/features/developers/usage-format.ts'
import { addressError, isWhitelistAddress } from '../../src/features/developers/whitelist-address.ts'
import { validateWhitelistEntry, whitelistPayload } from '../../src/features/developers/whitelist-values.ts'

describe('whitelist addresses', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges', () => {
    for (const ok of [
      '127.0.0.1',
      ' 203.0.113.10 ',
      '203.0.113.0/24',
      '::1',
      '2001:db8::/32',
      '::ffff:127.0.0.1',
    ])
      expect(isWhitelistAddress(ok), ok).toBe(true)
  })
  it('refuses anything else, in the form’s language', () => {
    for (const bad of ['300.1.2.3', '203.0.113.0/33', '2001:db8::/129', 'my-server.example.my', '10.0.0.0/'])
      expect(isWhitelistAddress(bad), bad).toBe(false)
    expect(addressError('300.1.2.3', 'en')).toMatch(/^Enter an IPv4 or IPv6 address/)
    expect(addressError('300.1.2.3', 'ar')).toMatch(/IPv4/)
    expect(addressError('300.1.2.3', 'ar')).not.toBe(addressError('300.1.2.3', 'en'))
  })
  it('leaves a blank address to the schema’s "required", and a blank label out', () => {
    expect(validateWhitelistEntry({ address: '', label: '' }, 'en')).toEqual({
      address: 'The address field is required',
    })
    expect(whitelistPayload({ address: '10.0.0.1', label: '  ' })).toEqual({
      address: '10.0.0.1',
      label: null,
    })
    expect(validateWhitelistEntry({ address: '10.0.0.1', label: 'Office' }, 'en')).toEqual({})
  })
})

describe('the API key form', () => {
  it('sends the scopes and a typed rate limit, and leaves a blank one to the server', () => {
    expect(apiKeyPayload({ ...EMPTY_API_KEY, name: 'Billing', rate_limit_per_minute: '120' })).toEqual({
      name: 'Billing',
      scopes: READ_ONLY_SCOPES,
      rate_limit_per_minute: 120,
    })
    expect(
      apiKeyPayload({ ...EMPTY_API_KEY, name: 'Billing', rate_limit_per_minute: ' ' }),
    ).not.toHaveProperty('rate_limit_per_minute')
  })
  it('says what the contract says about a missing name and a limit out of range or not a number', () => {
    expect(validateApiKey({ ...EMPTY_API_KEY, rate_limit_per_minute: '5' }, undefined, 'en')).toEqual({
      name: 'The name field is required',
      rate_limit_per_minute: 'The rate limit must be at least 10 per minute',
    })
    expect(
      validateApiKey({ ...EMPTY_API_KEY, name: 'x', rate_limit_per_minute: '12a' }, undefined, 'en'),
    ).toEqual({
      rate_limit_per_minute: 'The rate limit must be a number',
    })
  })
  it('checks an edit with the update schema, which names the key', () => {
    expect(validateApiKey({ ...EMPTY_API_KEY, name: 'x' }, 'not-an-id', 'en')).toHaveProperty('id')
    expect(
      validateApiKey({ ...EMPTY_API_KEY, name: 'x' }, '6f59b84a-f685-4c4d-8107-22a8f72c0c04', 'en'),
    ).toEqual({})
  })
})

describe('usage figures', () => {
  it('names response codes from the catalogue', () => {
    expect(responseCodeLabel(2000)).toBe('2000 Success')
    expect(responseCodeLabel(4030)).toBe('4030 Forbidden')
    expect(responseCodeLabel(4290)).toBe('4290 Too many requests')
    expect(responseCodeLabel(1234)).toBe('1234')
  })
})
