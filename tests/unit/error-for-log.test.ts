// What the server's log keeps of an unexpected error: the failed query and the database's reason, never the
// query's parameters (an e-mail, a password hash, an upload).
import { describe, expect, it } from 'vitest'
import { errorForLog } from '../../server/errors.ts'

describe('errorForLog', () => {
  it('keeps the SQL and the cause, and drops the parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    })
    const error = new Error(
      'Failed query: insert into "users" ("email") values ($1)\nparams: aisyah@example.my,Sandbox#2026',
      { cause },
    )
    const logged = errorForLog(error)
    expect(logged).toBe(
      'Error: Failed query: insert into "users" ("email") values ($1) (23505: duplicate key value violates unique constraint)',
    )
    expect(logged).not.toContain('aisyah')
  })

  it('says a plain error as it is', () => {
    expect(errorForLog(new TypeError('x is not a function'))).toBe('TypeError: x is not a function')
    expect(errorForLog('a string')).toBe('a string')
  })
})
