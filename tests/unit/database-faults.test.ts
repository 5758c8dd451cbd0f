// Which failures are database faults (docs/operations.md, "Faults"), and what each becomes: the code the
// client gets and the words the log gets (the database's message, never the failed query with its
// parameters).
import { describe, expect, it } from 'vitest'
import { databaseFault } from '../../server/errors.ts'
import { httpStatusFor, ResponseCode } from '../../src/contract/codes.ts'

// As drizzle reports a failed statement: its own message holds the query and its parameters, the driver's
// error is the cause.
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into customers values ($1)\nparams: secret@example.my'), {
    cause,
  })
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('databaseFault', () => {
  it.each([
    [
      pgError('57P01', 'terminating connection due to administrator command'),
      ResponseCode.DATABASE_UNAVAILABLE,
    ],
    [pgError('08006', 'connection failure'), ResponseCode.DATABASE_UNAVAILABLE],
    [new Error('Connection terminated unexpectedly'), ResponseCode.DATABASE_UNAVAILABLE],
    [
      new Error('Client has encountered a connection error and is not queryable'),
      ResponseCode.DATABASE_UNAVAILABLE,
    ],
    [pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), ResponseCode.DATABASE_UNAVAILABLE],
    [
      pgError('53100', 'could not extend file "base/5/16384": No space left on device'),
      ResponseCode.DATABASE_FULL,
    ],
    [
      new Error('could not write to file "pg_wal/xlogtemp.1": No space left on device'),
      ResponseCode.DATABASE_FULL,
    ],
    [pgError('25006', 'cannot execute INSERT in a read-only transaction'), ResponseCode.DATABASE_READ_ONLY],
  ])('%s → its code, through a failed query too', (cause, code) => {
    expect(databaseFault(cause)?.error.code).toBe(code)
    const wrapped = databaseFault(failedQuery(cause))
    expect(wrapped?.error.code).toBe(code)
    expect(wrapped?.reason).toContain(cause.message)
    expect(wrapped?.reason).not.toContain('secret@example.my')
    expect(httpStatusFor(code)).toBe(503)
  })

  it('leaves every other failure alone', () => {
    expect(databaseFault(new Error('boom'))).toBeUndefined()
    expect(
      databaseFault(failedQuery(pgError('23505', 'duplicate key value violates unique constraint'))),
    ).toBeUndefined()
    expect(databaseFault('Connection terminated')).toBeUndefined()
    expect(databaseFault(undefined)).toBeUndefined()
    // An outbound call that could not connect is the receiver's trouble, not the database's.
    expect(
      databaseFault(
        Object.assign(new TypeError('fetch failed'), {
          cause: pgError('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.1:443'),
        }),
      ),
    ).toBeUndefined()
  })

  it('tells the client what to do', () => {
    expect(databaseFault(pgError('57P01', 'x'))?.error).toMatchObject({
      data: { retry_after: 1 },
      description: expect.stringContaining('same Idempotency-Key'),
    })
    expect(databaseFault(pgError('53100', 'x'))?.error.description).toBe(
      'The database is out of disk space, so nothing was saved. Reading still works; writing resumes once space is freed.',
    )
    expect(databaseFault(pgError('25006', 'x'))?.error.description).toBe(
      'The database is read-only right now, so nothing was saved. Reading still works.',
    )
  })
})
