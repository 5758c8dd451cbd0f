// Pure rules of payment settings: share links and their message, success-field answers, required payer
// details, the channel order and the template check.
import { describe, expect, it } from 'vitest'
import { keyFromLabel } from '../../src/contract/payment-settings.ts'
import { missingPayerFields } from '../../src/contract/payer-fields.ts'
import { templateProblem, type PublicSuccessField } from '../../src/contract/public-merchant.ts'
import { checkSuccessValues } from '../../src/contract/success-values.ts'
import { shareLinks, shareMessage } from '../../src/lib/share-links.ts'
import { orderChannels } from '../../server/services/payment-settings/payment-settings.ts'

const vars = {
  merchant: 'Kedai Ali & Anak',
  title: 'Yuran 2027',
  amount: 'RM 25.00',
  link: 'https://niaga.test/pay/collections/abc?x=1',
}

describe('share links', () => {
  it('fill the template and encode every value', () => {
    expect(shareMessage('Pay {merchant} for {title} ({amount}): {link}', vars)).toBe(
      'Pay Kedai Ali & Anak for Yuran 2027 (RM 25.00): https://niaga.test/pay/collections/abc?x=1',
    )
    expect(shareMessage('Pay {title} ({amount}): {link}', { ...vars, amount: '' })).toBe(
      'Pay Yuran 2027 : https://niaga.test/pay/collections/abc?x=1',
    )
    const links = shareLinks(
      { channels: ['whatsapp', 'telegram', 'facebook', 'email'], message_template: 'Pay {merchant}: {link}' },
      vars,
    )
    expect(links.map((l) => l.channel)).toEqual(['whatsapp', 'telegram', 'facebook', 'email'])
    const [wa, tg, fb, mail] = links.map((l) => l.href)
    expect(new URL(wa!).searchParams.get('text')).toBe(
      'Pay Kedai Ali & Anak: https://niaga.test/pay/collections/abc?x=1',
    )
    expect(wa).toContain('Kedai%20Ali%20%26%20Anak')
    expect(new URL(tg!).searchParams.get('url')).toBe(vars.link)
    expect(new URL(tg!).searchParams.get('text')).toBe('Pay Kedai Ali & Anak')
    expect(fb).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(vars.link)}`)
    expect(mail).toMatch(/^mailto:\?subject=Payment%20to%20Kedai%20Ali%20%26%20Anak%3A%20Yuran%202027&body=/)
  })

  it('offer only the enabled channels', () => {
    expect(
      shareLinks({ channels: ['email'], message_template: '{link}' }, vars).map((l) => l.channel),
    ).toEqual(['email'])
  })
})

describe('templates, keys, payer details and channel order', () => {
  it('checks a template', () => {
    expect(templateProblem('Pay {title}: {link}')).toBeUndefined()
    expect(templateProblem('Pay {title}')).toBe('The message template must contain {link}')
    expect(templateProblem('{name} {link}')).toBe(
      'Unknown placeholder {name}: use {merchant}, {title}, {amount} or {link}',
    )
  })

  it('makes a key from a label', () => {
    expect(keyFromLabel('Student ID no.')).toBe('student_id_no')
    expect(keyFromLabel('1st choice')).toBe('st_choice')
    expect(keyFromLabel('!!!')).toBe('')
  })

  it('names the missing payer details', () => {
    expect(missingPayerFields(['name', 'phone'], { payer_name: ' ', payer_phone: '012' })).toEqual({
      payer_name: 'The name field is required',
    })
  })

  it('orders channels by preference, then the default order', () => {
    expect(orderChannels(['fpx', 'credit_card', 'duitnow', 'crypto'], ['crypto', 'duitnow'])).toEqual([
      'crypto',
      'duitnow',
      'fpx',
      'credit_card',
    ])
    expect(orderChannels(['crypto', 'fpx'], undefined)).toEqual(['fpx', 'crypto'])
  })
})

describe('success-field answers', () => {
  const field = (over: Partial<PublicSuccessField>): PublicSuccessField => ({
    id: 'f1',
    key: 'k',
    label: 'Pax',
    type: 'text',
    required: false,
    options: [],
    max_length: null,
    min_value: null,
    max_value: null,
    ...over,
  })

  it('checks each type and keeps trimmed answers', () => {
    const fields = [
      field({ id: 'a', label: 'Name', required: true, max_length: 5 }),
      field({ id: 'b', label: 'Pax', type: 'number', min_value: 1, max_value: 4 }),
      field({ id: 'c', label: 'Size', type: 'select', options: ['S', 'M'] }),
    ]
    expect(checkSuccessValues(fields, {}).errors).toEqual({ 'success_fields.a': 'Name is required' })
    expect(checkSuccessValues(fields, { a: 'Aminah', b: 'x', c: 'XL' }).errors).toEqual({
      'success_fields.a': 'Name may not be longer than 5 characters',
      'success_fields.b': 'Pax must be a number',
      'success_fields.c': 'Choose one of the options for Size',
    })
    expect(checkSuccessValues(fields, { a: 'Ali', b: '0' }).errors).toEqual({
      'success_fields.b': 'Pax must be at least 1',
    })
    expect(checkSuccessValues(fields, { a: 42 }).errors).toEqual({ 'success_fields.a': 'Name must be text' })
    expect(
      checkSuccessValues(fields, { a: ' Ali ', b: '2', c: '', z: 'x' }).values.map((v) => v.value),
    ).toEqual(['Ali', '2'])
  })
})
