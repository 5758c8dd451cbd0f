// The payout report (SPEC §7 reports/merchant/payout-report-range-date): an XLSX of the payouts requested
// on the Malaysian days from start to end, streamed. Rows are read a page at a time by keyset and written
// as they come, so a large report never sits in memory whole; money is numeric with two decimals and
// times are real dates, so the file sorts and sums in a spreadsheet.
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { and, asc, eq, gt, or } from 'drizzle-orm'
import { bankName } from '../../../src/contract/banks.ts'
import { payouts } from '../../db/schema/index.ts'
import { railById } from './payout-rails.ts'
import { withinDays } from '../pagination.ts'
import { maskAccountNumber } from './bank-accounts.ts'
import { payoutsWithBank } from './payouts.ts'
import type { Deps } from '../../deps.ts'

const PAGE = 1000
const MONEY = '#,##0.00'

export function payoutReportStream(
  deps: Deps,
  accountId: string,
  startDate: string,
  endDate: string,
): ReadableStream<Uint8Array> {
  const output = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true })
  const sheet = workbook.addWorksheet('Payouts')
  sheet.columns = [
    { header: 'Invoice no', key: 'invoice_no', width: 24 },
    { header: 'Requested at', key: 'requested_at', width: 20, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Amount (MYR)', key: 'amount', width: 14, style: { numFmt: MONEY } },
    { header: 'Fee (MYR)', key: 'fee', width: 10, style: { numFmt: MONEY } },
    { header: 'Total (MYR)', key: 'total', width: 14, style: { numFmt: MONEY } },
    { header: 'Service', key: 'service', width: 24 },
    { header: 'Bank', key: 'bank', width: 22 },
    { header: 'Account', key: 'account', width: 12 },
    { header: 'Holder', key: 'holder', width: 28 },
    { header: 'Bank reference', key: 'reference', width: 26 },
    { header: 'Paid at', key: 'paid_at', width: 20, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
    { header: 'Failure reason', key: 'failure', width: 40 },
  ]
  // Malaysian wall-clock time, as the merchant reads it (a spreadsheet date has no time zone).
  const local = (at: Date | null) => (at ? new Date(at.getTime() + 8 * 3_600_000) : null)
  const write = async () => {
    let after: { at: Date; id: string } | undefined
    for (;;) {
      const page = await payoutsWithBank(deps)
        .where(
          and(
            eq(payouts.account_id, accountId),
            withinDays(payouts.requested_at, startDate, endDate),
            after
              ? or(
                  gt(payouts.requested_at, after.at),
                  and(eq(payouts.requested_at, after.at), gt(payouts.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(payouts.requested_at), asc(payouts.id))
        .limit(PAGE)
      for (const { payout, bank } of page) {
        sheet
          .addRow({
            invoice_no: payout.invoice_no,
            requested_at: local(payout.requested_at),
            status: payout.status,
            amount: payout.amount_sen / 100,
            fee: payout.fee_sen / 100,
            total: (payout.amount_sen + payout.fee_sen) / 100,
            service: railById(payout.payout_service_id)?.name ?? '',
            bank: bankName(bank.bank_code),
            account: maskAccountNumber(bank.account_number),
            holder: bank.holder_name,
            reference: payout.bank_reference ?? '',
            paid_at: local(payout.paid_at),
            failure: payout.failure_reason ?? '',
          })
          .commit()
      }
      const last = page.at(-1)
      if (!last || page.length < PAGE) break
      after = { at: last.payout.requested_at, id: last.payout.id }
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))))
  return Readable.toWeb(output) as ReadableStream<Uint8Array>
}
