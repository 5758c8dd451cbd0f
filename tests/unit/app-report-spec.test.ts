import { describe, expect, it } from 'vitest'
import { buildReportSpec, parseDateInput, toDateInput } from '../../src/api/dashboard-report.ts'
import { todayInMalaysia } from '../../src/lib/dates.ts'
import { buildApiUrl } from '../../src/api/client.ts'

const nov22 = new Date(2026, 10, 22)

describe('buildReportSpec', () => {
  it('builds day-{dd-MM-yyyy}', () => {
    expect(buildReportSpec('day', nov22)).toBe('day-22-11-2026')
    expect(buildReportSpec('day', new Date(2026, 0, 5))).toBe('day-05-01-2026')
  })

  it('builds last-week-{dd-MM-yyyy}', () => {
    expect(buildReportSpec('week', nov22)).toBe('last-week-22-11-2026')
  })

  it('builds month-{m}?year={yyyy} without a leading zero', () => {
    expect(buildReportSpec('month', nov22)).toBe('month-11?year=2026')
    expect(buildReportSpec('month', new Date(2027, 2, 1))).toBe('month-3?year=2027')
  })

  it('builds {yyyy} for the year', () => {
    expect(buildReportSpec('year', nov22)).toBe('2026')
  })

  it('makes a request URL with the year as a query parameter', () => {
    expect(buildApiUrl(`dashboard/dashboard-generate-report/${buildReportSpec('month', nov22)}`)).toBe(
      '/api/v1/dashboard/dashboard-generate-report/month-11?year=2026',
    )
  })
})

describe('date input values', () => {
  it('round-trips yyyy-MM-dd', () => {
    expect(toDateInput(nov22)).toBe('2026-11-22')
    expect(parseDateInput('2026-11-22')?.getTime()).toBe(nov22.getTime())
  })

  it('rejects malformed and impossible dates', () => {
    expect(parseDateInput('22-11-2026')).toBeNull()
    expect(parseDateInput('2026-02-30')).toBeNull()
    expect(parseDateInput('')).toBeNull()
  })
})

describe('todayInMalaysia', () => {
  it('is the calendar date in Kuala Lumpur (UTC+8), not the browser zone', () => {
    expect(todayInMalaysia(new Date('2026-11-22T15:59:00Z'))).toBe('2026-11-22')
    expect(todayInMalaysia(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23')
  })
})
