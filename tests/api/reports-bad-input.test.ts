// Property-based bad input on every report endpoint: generate bodies of any shape, list query strings,
// report ids and formats in the path get an envelope, never a 5xx, and a refused generate leaves no report.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListData } from '../../src/contract/envelope.ts'
import { REPORT_TYPES, type Report } from '../../src/contract/reports.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { anyBody, breakdownOf, expectEnvelope, expectEnvelopesForAnyText } from '../support/bad-input.ts'

let api: Api
let dataDir: string
let token: string
let reportId: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'niaga-reports-fuzz-'))
  api = await startApi({ config: { dataDir } })
  token = (await api.login('merchant@niaga.test')).access_token
  reportId = (
    await api.call<Report>('POST', '/background-task-report/generate-report-payout', { token, body: {} })
  ).body.data.id
})
afterAll(async () => {
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const RUNS = 25
const nearValid = () =>
  fc.constantFrom<unknown>(
    '01-11-2026',
    '31-02-2026',
    '00-00-0000',
    '01-01-1990',
    '01-01-2100',
    '02-01-2100',
    '2026-11-01',
    '1-1-2026',
    '',
    ' ',
    20261101,
    null,
    true,
    [],
    {},
  )

const total = async () =>
  (await api.call<ListData<Report>>('POST', '/background-task-report/list', { token })).body.data.list.total

describe('generate calls with arbitrary JSON bodies', () => {
  for (const type of REPORT_TYPES) {
    it(`POST background-task-report/generate-report-${type}`, async () => {
      await fc.assert(
        fc.asyncProperty(anyBody(['start_date', 'end_date', 'type', 'format'], nearValid()), async (body) => {
          const before = await total()
          const res = await api.call('POST', `/background-task-report/generate-report-${type}`, {
            token,
            body,
          })
          expectEnvelope(res, JSON.stringify(body))
          expect(await total(), JSON.stringify(body)).toBe(
            res.body.response_code === 2000 ? before + 1 : before,
          )
        }),
        { numRuns: RUNS },
      )
    })
  }

  it('malformed JSON is a 4000', async () => {
    const res = await api.call('POST', '/background-task-report/generate-report-collection', {
      token,
      rawBody: '{"start_date":',
    })
    expect(breakdownOf(res)).toEqual({ body: 'Malformed JSON body' })
  })
})

describe('report reads with arbitrary query strings and path segments', () => {
  it('never answer with a 5xx', async () => {
    // A file only ever comes for a ready report; everything else here is an envelope.
    await expectEnvelopesForAnyText(
      api,
      (q) => [
        ['POST', `/background-task-report/list?skip=${q}&limit=${q}&type=${q}&status=${q}&order=${q}`],
        ['GET', `/background-task-report/${q}`],
        ['GET', `/background-task-report/${q}/download/xlsx`],
        ['GET', `/background-task-report/${reportId}/download/${q}`],
      ],
      { token, runs: RUNS },
    )
  })
})
