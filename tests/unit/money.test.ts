import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatMyr, formatSen, isMyrAmount, myrToSen, senToMyr } from '../../src/lib/money.ts'

describe('money', () => {
  it('shows amounts as RM with thousand separators and 2 decimals', () => {
    expect(formatSen(123450)).toBe('RM 1,234.50')
    expect(formatSen(0)).toBe('RM 0.00')
    expect(formatSen(100000000)).toBe('RM 1,000,000.00')
    expect(formatSen(-1200)).toBe('-RM 12.00')
    expect(formatMyr('1234.5')).toBe('RM 1,234.50')
  })

  it('converts between sen and the API MYR text', () => {
    expect(senToMyr(123450)).toBe('1234.50')
    expect(senToMyr(5)).toBe('0.05')
    expect(senToMyr(-5)).toBe('-0.05')
    expect(myrToSen('0.1')).toBe(10)
    expect(myrToSen(0.1 + 0.2)).toBe(30)
    expect(myrToSen('-12.34')).toBe(-1234)
  })

  it('rejects amounts with more than 2 decimals or no digits', () => {
    expect(() => myrToSen('1.234')).toThrow(RangeError)
    expect(() => myrToSen(1.234)).toThrow(RangeError)
    expect(() => myrToSen('abc')).toThrow(RangeError)
    expect(() => myrToSen(Number.NaN)).toThrow(RangeError)
    expect(isMyrAmount('12.3')).toBe(true)
    expect(isMyrAmount('12.')).toBe(false)
  })

  it('round-trips every sen amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (sen) => {
        expect(myrToSen(senToMyr(sen))).toBe(sen)
      }),
    )
  })
})
