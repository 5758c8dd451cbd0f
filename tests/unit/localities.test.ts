import { describe, expect, it } from 'vitest'
import { MALAYSIAN_STATES } from '../../src/contract/states.ts'
import {
  findLocality,
  isPostcodeOf,
  localitiesOf,
  localityId,
  postcodesOf,
} from '../../src/lib/localities.ts'

describe('localities (SPEC §3)', () => {
  it('every one of the 16 states has localities carrying its name and id', () => {
    for (const state of MALAYSIAN_STATES) {
      const list = localitiesOf(state.id)
      expect(list.length, state.name).toBeGreaterThan(0)
      for (const locality of list) expect(locality).toMatchObject({ isIn: state.name, isInId: state.id })
    }
  })

  it('gives every locality a unique numeric-string id that is stable across runs', () => {
    const all = MALAYSIAN_STATES.flatMap((state) => localitiesOf(state.id))
    expect(all.length).toBeGreaterThan(400)
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length)
    for (const l of all) expect(l.id).toMatch(/^\d+$/)
    // Derived from the state id and the name, not from a position in the package's list.
    const johor = MALAYSIAN_STATES.find((s) => s.name === 'Johor')!
    const johorBahru = localitiesOf(johor.id).find((l) => l.name === 'Johor Bahru')!
    expect(johorBahru.id).toBe(localityId(johor.id, 'Johor Bahru'))
    expect(findLocality(johorBahru.id)).toEqual(johorBahru)
  })

  it('accepts a postcode only for its own locality', () => {
    const kl = MALAYSIAN_STATES.find((s) => s.name === 'Kuala Lumpur')!
    const city = localitiesOf(kl.id).find((l) => l.name === 'Kuala Lumpur')!
    expect(postcodesOf(city.id)).toContain('50450')
    expect(isPostcodeOf(city.id, '50450')).toBe(true)
    expect(isPostcodeOf(city.id, ' 50450 ')).toBe(true)
    expect(isPostcodeOf(city.id, '80000')).toBe(false)
    expect(isPostcodeOf('123', '50450')).toBe(false)
    expect(postcodesOf('123')).toEqual([])
  })

  it('lists the federal territories under the names of src/contract/states.ts', () => {
    const names = ['Labuan', 'Putrajaya', 'Kuala Lumpur']
    for (const name of names) {
      const state = MALAYSIAN_STATES.find((s) => s.name === name)!
      expect(localitiesOf(state.id)[0]!.isIn).toBe(name)
    }
  })
})
