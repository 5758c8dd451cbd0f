import { describe, expect, it } from 'vitest'
import { titleCase } from '../../src/lib/title-case.ts'
import { breakdownOf } from '../../src/app/shell/dialog-store.ts'
import { documentTitle } from '../../src/app/shell/route-meta.ts'

describe('titleCase', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(titleCase('INVALID_USERNAME_OR_PASSWORD')).toBe('Invalid Username Or Password')
    expect(titleCase('NOT AUTHENTICATED')).toBe('Not Authenticated')
    expect(titleCase('the email field must be a valid email')).toBe('The Email Field Must Be A Valid Email')
  })

  it('collapses repeated separators and trims', () => {
    expect(titleCase('  full__name  ')).toBe('Full Name')
    expect(titleCase('_leading and trailing_')).toBe('Leading And Trailing')
  })

  it('leaves digits and punctuation alone', () => {
    expect(titleCase('retry in 60 seconds.')).toBe('Retry In 60 Seconds.')
  })

  it('gives an empty string for no text', () => {
    expect(titleCase('')).toBe('')
    expect(titleCase(null)).toBe('')
    expect(titleCase(undefined)).toBe('')
  })
})

describe('breakdownOf', () => {
  it('lists each field with its message, title-cased', () => {
    expect(breakdownOf({ breakdown: { full_name: 'is required', email: 'must be a valid email' } })).toEqual([
      { field: 'Full Name', message: 'Is Required' },
      { field: 'Email', message: 'Must Be A Valid Email' },
    ])
  })

  it('is empty when the data has no breakdown', () => {
    expect(breakdownOf(null)).toEqual([])
    expect(breakdownOf({ retry_after: 30 })).toEqual([])
    expect(breakdownOf({ breakdown: 'oops' })).toEqual([])
  })
})

describe('documentTitle', () => {
  it('suffixes the page title with the product title', () => {
    expect(documentTitle('Papan pemuka')).toBe('Papan pemuka | Niaga Sandbox')
  })

  it('is the product title alone for pages without a title', () => {
    expect(documentTitle(undefined)).toBe('Niaga Sandbox')
    expect(documentTitle('')).toBe('Niaga Sandbox')
  })
})
