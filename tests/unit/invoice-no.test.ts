import { describe, expect, it } from 'vitest'
import { isBillReference, isInvoiceNo } from '../../src/lib/invoice-no.ts'

describe('invoice links', () => {
  it('take invoice numbers as Niaga writes them, in any letter case', () => {
    for (const number of ['NGA-20261122-7KQ2M9XD', 'TOP-20261125-7KQ2M9XD', 'sub-20261125-7kq2m9xd'])
      expect(isInvoiceNo(number), number).toBe(true)
    for (const text of ['', 'NGA-2026-7KQ2M9XD', 'NGA-20261122-', 'NGA-20261122-7KQ2M9XD/../x', 'nope'])
      expect(isInvoiceNo(text), text).toBe(false)
  })

  it('name a bill by its uuid or its invoice number, nothing else', () => {
    expect(isBillReference('0f8c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f5a')).toBe(true)
    expect(isBillReference('NGA-20261122-7KQ2M9XD')).toBe(true)
    expect(isBillReference('no-such-page')).toBe(false)
  })
})
