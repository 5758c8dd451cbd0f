// The chart's value-axis ticks stay short enough for a phone's narrow axis.
import { describe, expect, it } from 'vitest'
import { compactCount, compactRinggit } from '../../src/app/ui/chart/chart-format.ts'

describe('value-axis ticks', () => {
  it('write amounts in sen as short ringgit', () => {
    expect(compactRinggit(0)).toBe('RM 0')
    expect(compactRinggit(45_050)).toBe('RM 450.5')
    expect(compactRinggit(123_456_78)).toBe('RM 123.5K')
    expect(compactRinggit(2_500_000_00)).toBe('RM 2.5M')
  })

  it('write counts short', () => {
    expect(compactCount(350)).toBe('350')
    expect(compactCount(12_400)).toBe('12.4K')
  })
})
