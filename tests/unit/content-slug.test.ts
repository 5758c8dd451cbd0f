// The slug a page's title gives (src/contract/content.ts slugify) and the public slug rule.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SLUG_MAX, slugify } from '../../src/contract/content.ts'
import { SLUG_PATTERN } from '../../src/contract/public-pages.ts'

describe('slugify', () => {
  it.each([
    ['Refund policy', 'refund-policy'],
    ['  Terms & Conditions  ', 'terms-conditions'],
    ['Café — Édition 2026!', 'cafe-edition-2026'],
    ['Privacy_Policy (v2)', 'privacy-policy-v2'],
    ['---', ''],
    ['سياسة الخصوصية', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('always gives a valid slug or nothing, at most SLUG_MAX long', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const slug = slugify(title)
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX)
        if (slug !== '') expect(slug).toMatch(SLUG_PATTERN)
      }),
    )
  })

  it('cuts a long title at a word, not leaving a dash at the end', () => {
    const slug = slugify(`${'a'.repeat(79)} b`)
    expect(slug).toBe('a'.repeat(79))
  })
})
