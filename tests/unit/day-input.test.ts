// Date boxes in the house style (SPEC: dd-MM-yyyy), whatever the browser's own locale.
import { describe, expect, it } from 'vitest'
import { houseDay, parseDay } from '../../src/lib/dates.ts'

describe('a day as a person types it', () => {
  it('reads day, month, year in the house order, with any usual separator', () => {
    expect(parseDay('28-11-2026')).toBe('2026-11-28')
    expect(parseDay('28/11/2026')).toBe('2026-11-28')
    expect(parseDay('1.2.2027')).toBe('2027-02-01')
    expect(parseDay(' 28112026 ')).toBe('2026-11-28')
  })

  it('reads the API’s own yyyy-MM-dd too', () => {
    expect(parseDay('2026-11-28')).toBe('2026-11-28')
  })

  it('refuses what is not a day of the calendar', () => {
    expect(parseDay('31-11-2026')).toBeUndefined()
    expect(parseDay('29-02-2026')).toBeUndefined()
    expect(parseDay('11/28/2026')).toBeUndefined()
    expect(parseDay('28-11-26')).toBeUndefined()
    expect(parseDay('')).toBeUndefined()
    expect(parseDay('tomorrow')).toBeUndefined()
    expect(parseDay('29-02-2028')).toBe('2028-02-29')
  })

  it('writes a day back in the house order', () => {
    expect(houseDay('2026-11-28')).toBe('28-11-2026')
    expect(houseDay('')).toBe('')
  })
})
