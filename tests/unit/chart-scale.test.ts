import { describe, expect, it } from 'vitest'
import { barPercent, labelStep } from '../../src/lib/chart-scale.ts'
import { formatCount } from '../../src/lib/numbers.ts'

describe('chart scale', () => {
  it('draws bars in proportion, a small value as a sliver and nothing as nothing', () => {
    expect(barPercent(50, 200)).toBe(25)
    expect(barPercent(200, 200)).toBe(100)
    expect(barPercent(1, 1000)).toBe(2)
    expect(barPercent(0, 1000)).toBe(0)
  })

  it('labels few enough bars to fit', () => {
    expect(labelStep(7, 12)).toBe(1)
    expect(labelStep(31, 12)).toBe(3)
    expect(labelStep(24, 6)).toBe(4)
  })
})

describe('counts', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234567)).toBe('1,234,567')
  })
})
