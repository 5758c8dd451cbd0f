import { describe, expect, it } from 'vitest'
import { isLuhnValid, luhnCheckDigit } from './luhn.ts'

describe('Luhn check digit', () => {
  it('matches known card and account numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3)
    expect(isLuhnValid('79927398713')).toBe(true)
    expect(isLuhnValid('4111111111111111')).toBe(true)
  })

  it('catches any single mistyped digit and a swap of neighbours', () => {
    const good = '88080000010007'.slice(0, 13)
    const number = good + luhnCheckDigit(good)
    expect(isLuhnValid(number)).toBe(true)
    for (let i = 0; i < number.length; i++) {
      const wrong = number.slice(0, i) + ((Number(number[i]) + 1) % 10) + number.slice(i + 1)
      expect(isLuhnValid(wrong)).toBe(false)
    }
    expect(isLuhnValid(number.slice(0, 5) + number[6] + number[5] + number.slice(7))).toBe(
      number[5] === number[6],
    )
  })

  it('refuses what is not digits', () => {
    expect(isLuhnValid('8808-000')).toBe(false)
    expect(isLuhnValid('')).toBe(false)
  })
})
