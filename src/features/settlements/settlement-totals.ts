// Sums of MYR amounts as the API carries them ("1234.50"), in sen so no sen is lost to floating point.
import { myrToSen, senToMyr } from '@/lib/money.ts'

type SettlementAmounts = { gross: string; fee: string; settlement_fee: string; reserve: string; net: string }

/** The sum of one amount over rows, as an API amount ("0.00" for no rows). */
export function sumMyr<T>(rows: readonly T[], amount: (row: T) => string): string {
  return senToMyr(rows.reduce((total, row) => total + myrToSen(amount(row)), 0))
}

/** A settlement's fees: the payment fees, plus the fee for settling early (self-settlement). */
export const settlementFees = (row: SettlementAmounts): string =>
  senToMyr(myrToSen(row.fee) + myrToSen(row.settlement_fee))

/** The page's totals under the table; gross − fees − reserve = net, as in every row. */
export function settlementPageTotals(rows: readonly SettlementAmounts[]) {
  return {
    gross: sumMyr(rows, (row) => row.gross),
    fees: sumMyr(rows, settlementFees),
    reserve: sumMyr(rows, (row) => row.reserve),
    net: sumMyr(rows, (row) => row.net),
  }
}
