// Words, not codes: a channel, a status or a role reads the same on every screen, from one table each, in the
// reader's language; and the shared error dialog says what happened and what to do next.
import { afterAll, describe, expect, it } from 'vitest'
import { statusChoices } from '../../src/app/ui/filter-select.tsx'
import { accountTypeWord, roleWord } from '../../src/app/ui/role-words.ts'
import { statusWord } from '../../src/app/ui/status-words.ts'
import { errorAdvice } from '../../src/app/shell/dialog-store.ts'
import { BILL_STATUSES } from '../../src/contract/collections.ts'
import { ResponseCode } from '../../src/contract/codes.ts'
import { KEY_STATUSES } from '../../src/contract/developers.ts'
import { DISCOUNT_STATUSES } from '../../src/contract/discount-choices.ts'
import { ORDER_STATUSES, PAYOUT_STATUSES } from '../../src/contract/list-choices.ts'
import { REPORT_STATUSES } from '../../src/contract/reports.ts'
import { ROLE_CODES } from '../../src/contract/roles.ts'
import { keyStatusLabel } from '../../src/features/developers/developer-words.ts'
import { roleChoices } from '../../src/features/team/role-choices.ts'
import { t } from '../../src/i18n/i18n.ts'
import { activateOnServer } from '../../src/i18n/server-catalogs.ts'
import { channelLabel } from '../../src/lib/channels.ts'

afterAll(() => activateOnServer('en'))

describe('channels', () => {
  it('read as words whatever case the code comes in: the dashboard’s CREDIT_CARD is the same card', () => {
    activateOnServer('en')
    expect(['CREDIT_CARD', 'EWALLET', 'DUITNOW', 'fpx', 'ewallet'].map(channelLabel)).toEqual([
      'Credit / debit card',
      'E-wallet',
      'DuitNow QR',
      'Online banking (FPX)',
      'E-wallet',
    ])
    activateOnServer('ms')
    expect(channelLabel('EWALLET')).toBe('e-Dompet')
    expect(channelLabel('fpx')).toBe('Perbankan Dalam Talian (FPX)')
  })
})

describe('statuses', () => {
  const lists = {
    BILL_STATUSES,
    PAYOUT_STATUSES,
    ORDER_STATUSES,
    DISCOUNT_STATUSES,
    KEY_STATUSES,
    REPORT_STATUSES,
  }

  it.each(['en', 'ms'] as const)('every list’s status filter offers the badge’s words (%s)', (language) => {
    activateOnServer(language)
    for (const [name, statuses] of Object.entries(lists)) {
      const options = statusChoices(statuses).options
      expect(
        options.map(([, text]) => text),
        name,
      ).toEqual(statuses.map(statusWord))
      // No option is the code itself: "pending_payment", or a Malay screen showing "Pending".
      for (const [code, text] of options) expect(text, `${name}.${code}`).not.toMatch(/_/)
    }
  })

  it('word an order awaiting payment, a key’s status and a bill’s status in Malay, not English', () => {
    activateOnServer('en')
    expect(statusChoices(ORDER_STATUSES).options[0]).toEqual(['pending_payment', 'Awaiting payment'])
    expect(statusChoices(BILL_STATUSES).options.find(([code]) => code === 'pending')?.[1]).toBe('Pending')
    activateOnServer('ms')
    const english = ['Pending', 'Awaiting payment', 'Revoked', 'Used up']
    expect(english).not.toContain(statusChoices(BILL_STATUSES).options.find(([c]) => c === 'pending')?.[1])
    expect(english).not.toContain(statusChoices(ORDER_STATUSES).options[0]![1])
    expect(english).not.toContain(keyStatusLabel('revoked'))
    expect(keyStatusLabel('revoked')).toBe(statusWord('revoked'))
    expect(english).not.toContain(
      statusChoices(DISCOUNT_STATUSES).options.find(([c]) => c === 'used_up')?.[1],
    )
  })
})

describe('roles', () => {
  it('read as the same words in the team list, the role choices and the invitation', () => {
    activateOnServer('en')
    expect(ROLE_CODES.map((code) => roleWord(code))).toEqual([
      'Owner',
      'Administrator',
      'Finance',
      'Staff',
      'Viewer',
    ])
    expect(roleWord('auditor', 'Auditor')).toBe('Auditor')
    activateOnServer('ms')
    expect(roleWord('staff', 'Staff')).toBe('Kakitangan')
    expect(roleChoices('owner', null).find((choice) => choice.value === 'staff')!.label).toMatch(
      /^Kakitangan — /,
    )
    expect(accountTypeWord('introducer')).toBe('Pengenal')
  })
})

describe('the error dialog', () => {
  it('says what happened and what to do next for an unexpected error, in English and Malay', () => {
    activateOnServer('en')
    expect(t(errorAdvice(ResponseCode.UNEXPECTED_ERROR))).toBe(
      'Something went wrong on our side. Try again in a moment; if it keeps happening, contact support.',
    )
    activateOnServer('ms')
    expect(t(errorAdvice(ResponseCode.UNEXPECTED_ERROR))).toBe(
      'Berlaku masalah di pihak kami. Cuba lagi sebentar lagi; jika masalah berterusan, hubungi sokongan.',
    )
  })

  it('gives each kind of refusal its own next step, and an unknown code a way to report it', () => {
    activateOnServer('en')
    const advice = (code: number) => t(errorAdvice(code))
    expect(advice(ResponseCode.VALIDATION_FAILED)).toMatch(/Correct it as listed/)
    expect(advice(ResponseCode.FORBIDDEN)).toMatch(/owner or an administrator/)
    expect(advice(ResponseCode.NOT_FOUND)).toMatch(/open it again/)
    expect(advice(ResponseCode.CONFLICT)).toMatch(/Reload the page/)
    expect(advice(ResponseCode.TOO_MANY_REQUESTS)).toMatch(/Wait a minute/)
    expect(advice(ResponseCode.DATABASE_UNAVAILABLE)).toMatch(/nothing was saved/)
    expect(advice(4999)).toMatch(/quote the error code/)
    expect(advice(5999)).toBe(advice(ResponseCode.UNEXPECTED_ERROR))
    // Every code of the catalogue that reaches the dialog has words in every language of the pages.
    for (const language of ['en', 'ms', 'zh'] as const) {
      activateOnServer(language)
      for (const code of Object.values(ResponseCode)) {
        const id = errorAdvice(code)
        expect(t(id), `${language} ${code}`).not.toBe(id)
      }
    }
  })
})
