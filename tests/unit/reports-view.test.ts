// The reports pages' pure parts: the /reports/view/{type}/{selectedDate} path read into a period and a date
// (or a problem said in words), the generate form's check, and how sizes and progress read.
import { describe, expect, it } from 'vitest'
import { fileSize, progressText } from '../../src/features/reports/report-format.ts'
import { defaultRange, reportFormErrors, toRequest } from '../../src/features/reports/report-form-values.ts'
import { parseReportView } from '../../src/features/reports/report-view-params.ts'

describe('parseReportView', () => {
  it('reads a period and a dd-MM-yyyy date', () => {
    const parsed = parseReportView('month', '15-11-2026')
    expect(parsed).toMatchObject({ ok: true, period: 'month', input: '2026-11-15' })
    if (parsed.ok)
      expect([parsed.date.getFullYear(), parsed.date.getMonth(), parsed.date.getDate()]).toEqual([
        2026, 10, 15,
      ])
    expect(parseReportView('week', '01-01-1990')).toMatchObject({ ok: true, period: 'week' })
  })

  it('says what is wrong with a bad type or date', () => {
    expect(parseReportView('fortnight', '15-11-2026')).toEqual({
      ok: false,
      problem: 'There is no “fortnight” report: the report is a day, week, month or year.',
    })
    expect(parseReportView('day', '31-02-2026')).toEqual({
      ok: false,
      problem: '“31-02-2026” is not a date: the date is dd-MM-yyyy, for example 22-11-2026.',
    })
    expect(parseReportView('day', '2026-11-22')).toMatchObject({ ok: false })
    expect(parseReportView('year', '01-01-2101')).toEqual({
      ok: false,
      problem: 'Reports cover 01-01-1990 to 01-01-2100.',
    })
  })
})

describe('the generate form', () => {
  it('opens on this month so far and sends dd-MM-yyyy', () => {
    expect(defaultRange('2026-11-22')).toEqual({ start_date: '2026-11-01', end_date: '2026-11-22' })
    expect(toRequest({ type: 'payout', start_date: '2026-11-01', end_date: '2026-11-22' })).toEqual({
      type: 'payout',
      start_date: '01-11-2026',
      end_date: '22-11-2026',
    })
  })

  it('asks for both days and says what the server would about the range', () => {
    expect(reportFormErrors({ type: 'payout', start_date: '', end_date: '2026-11-22' }, 'en')).toHaveProperty(
      'start_date',
    )
    expect(
      reportFormErrors({ type: 'payout', start_date: '2026-11-23', end_date: '2026-11-22' }, 'en'),
    ).toEqual({ end_date: 'The end date is before the start date' })
    expect(
      reportFormErrors({ type: 'payout', start_date: '1989-12-31', end_date: '2026-11-22' }, 'en'),
    ).toEqual({ start_date: 'The start date is between 01-01-1990 and 01-01-2100' })
    expect(
      reportFormErrors({ type: 'payout', start_date: '2026-11-01', end_date: '2026-11-22' }, 'en'),
    ).toEqual({})
  })
})

describe('sizes and progress', () => {
  it('reads file sizes and progress in words', () => {
    expect(fileSize(null)).toBe('—')
    expect(fileSize(512)).toBe('512 B')
    expect(fileSize(6_970_279)).toBe('6.6 MB')
    expect(progressText({ status: 'queued', rows_written: 0, rows_total: null, percent: 0 })).toBe('Queued')
    expect(progressText({ status: 'running', rows_written: 2000, rows_total: 5000, percent: 40 })).toBe(
      'Writing 2,000 of 5,000 rows (40%)',
    )
  })
})
