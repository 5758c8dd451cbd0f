// What every fuzzed answer must be, and what the database must still be after the fuzzing (docs/testing.md,
// "Fuzzing").
import { sql } from 'drizzle-orm'
import type { Api } from '../tests/support/api-harness.ts'
import { ledgerProblems } from '../tests/support/ledger-invariants.ts'

/** Why an answer is wrong, or undefined: below 500, and the JSON envelope unless it is a file download. */
export function answerProblem(status: number, headers: Headers, text: string): string | undefined {
  if (status >= 500) return `HTTP ${status}`
  const type = headers.get('content-type') ?? ''
  // Downloads (templates, reports, images) answer bytes on success; a refusal is still the envelope.
  if (status === 200 && headers.get('content-disposition') && !type.includes('application/json'))
    return undefined
  if (status === 304 || (status === 204 && text === '')) return undefined
  // The live event stream answers events on success; a refusal is still the envelope.
  if (status === 200 && type.startsWith('text/event-stream')) return undefined
  if (!type.includes('application/json'))
    return `content-type ${JSON.stringify(type)} is not the JSON envelope`
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'the body is not JSON'
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not an object'
  const envelope = body as Record<string, unknown>
  if (typeof envelope.response_code !== 'number' || !Number.isInteger(envelope.response_code))
    return 'response_code is not an integer'
  if (envelope.token !== null && typeof envelope.token !== 'string')
    return 'token is neither a string nor null'
  if (!('data' in envelope)) return 'data is missing'
  if (typeof envelope.description !== 'string') return 'description is not a string'
  // 5011 is SPEC's "no such public record"; 5000 is the unexpected error, whatever the HTTP status says.
  if (envelope.response_code === 5000) return 'response_code 5000 (unexpected error)'
  return undefined
}

/**
 * Half-written shapes that foreign keys cannot rule out: each query returns up to five offending rows and
 * says what is wrong with them. Every one of them is empty on the seeded database and must stay empty.
 */
const HALF_WRITTEN: [string, string][] = [
  [
    'a payment that took money has no payment ledger transaction',
    // A manual payment (cash, a transfer to the merchant's own bank) moved no money through Niaga: no ledger.
    `select p.invoice_no as row from payment_records p where p.status <> 'pending' and p.status <> 'failed'
       and p.channel <> 'manual'
       and not exists (select 1 from ledger_transactions t where t.account_id = p.account_id and t.kind in ('payment', 'subscription_payment') and t.reference in (p.invoice_no, coalesce(p.transaction_invoice_no, p.invoice_no)))`,
  ],
  [
    'a payout has no payout ledger hold',
    `select p.invoice_no as row from payouts p where not exists (select 1 from ledger_transactions t where t.account_id = p.account_id and t.kind = 'payout' and t.reference = p.invoice_no)`,
  ],
  [
    'a paid or failed payout has no ledger transaction closing its hold',
    `select p.invoice_no as row from payouts p where p.status in ('paid', 'failed')
       and not exists (select 1 from ledger_transactions t where t.account_id = p.account_id and t.kind in ('payout_paid', 'payout_reversal') and t.reference = p.invoice_no)`,
  ],
  [
    'a void has no void ledger transaction on its payment',
    `select v.record_no as row from void_sale_records v join payment_records p on p.id = v.payment_record_id where v.kind = 'void'
       and not exists (select 1 from ledger_transactions t where t.account_id = v.account_id and t.kind = 'void' and t.reference = p.invoice_no)`,
  ],
  [
    'a payment’s refunds in the ledger are not its refunded amount',
    `select p.invoice_no as row from payment_records p where p.refunded_sen <> (select coalesce(sum(e.amount_sen), 0) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
       where t.account_id = p.account_id and t.kind = 'refund' and left(t.reference, length(p.invoice_no) + 1) = p.invoice_no || '/' and e.book = 'payer_funds')`,
  ],
  [
    'a payment’s refund records are not its refunded amount',
    `select p.invoice_no as row from payment_records p where p.refunded_sen <> (select coalesce(sum(v.amount_sen), 0) from void_sale_records v where v.payment_record_id = p.id and v.kind = 'refund')`,
  ],
  [
    'a settlement has no ledger transaction',
    `select s.settlement_no as row from settlements s where not exists (select 1 from ledger_transactions t where t.account_id = s.account_id and t.kind in ('settlement', 'self_settlement') and t.reference = s.settlement_no)`,
  ],
  [
    'a payment points at a settlement that does not exist',
    `select p.invoice_no as row from payment_records p where p.settlement_id is not null and not exists (select 1 from settlements s where s.id = p.settlement_id)`,
  ],
  [
    'a payment points at a bill that does not exist',
    `select p.invoice_no as row from payment_records p where p.bill_id is not null and not exists (select 1 from bills b where b.id = p.bill_id)`,
  ],
  [
    // A bill marked paid outside Niaga (a manual payment record) may have had online attempts that failed.
    'a paid bill has no paid payment transaction',
    `select b.invoice_no as row from bills b where b.status = 'paid' and exists (select 1 from payment_transactions x where x.bill_id = b.id)
       and not exists (select 1 from payment_transactions x where x.bill_id = b.id and x.status = 'paid')
       and not exists (select 1 from payment_records p where p.bill_id = b.id and p.channel = 'manual')`,
  ],
  [
    'a paid payment transaction has no payment record',
    `select x.transaction_invoice_no as row from payment_transactions x join bills b on b.id = x.bill_id where x.status = 'paid' and b.purpose = 'sale'
       and not exists (select 1 from payment_records p where p.bill_id = x.bill_id)`,
  ],
  [
    'an order has no lines',
    `select o.order_no as row from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  ],
  [
    'an order’s total is not its lines plus shipping',
    `select o.order_no as row from orders o where o.subtotal_sen <> (select coalesce(sum(i.amount_sen), 0) from order_items i where i.order_id = o.id) or o.total_sen < o.subtotal_sen`,
  ],
  [
    'a credited pool top-up has no pool movement',
    `select t.invoice_no as row from pool_topups t where t.credited_at is not null and not exists (select 1 from pool_movements m where m.topup_id = t.id or m.reference = t.invoice_no)`,
  ],
  [
    'a queued or running report has no job to finish it',
    `select r.id::text as row from reports r where r.status in ('queued', 'running')
       and not exists (select 1 from jobs j where j.payload->>'report_id' = r.id::text and j.status in ('queued', 'running'))`,
  ],
  [
    'a payout still requested or processing has no job to move it on',
    `select p.invoice_no as row from payouts p where p.status in ('requested', 'processing')
       and not exists (select 1 from jobs j where j.payload->>'payout_id' = p.id::text and j.status in ('queued', 'running'))`,
  ],
  [
    'an idempotency key is still claimed after every request ended',
    `select k.key as row from idempotency_keys k where k.response_code is null and k.claim_id is not null`,
  ],
]

export const HALF_WRITTEN_CHECKS = HALF_WRITTEN.map(([what]) => what)

export async function halfWrittenRows(api: Api): Promise<string[]> {
  const problems: string[] = []
  for (const [what, query] of HALF_WRITTEN) {
    const result: unknown = await api.db.execute(sql.raw(`${query} limit 5`))
    const { rows } = result as { rows: { row: string }[] }
    if (rows.length > 0) problems.push(`${what}: ${rows.map((r) => r.row).join(', ')}`)
  }
  return problems
}

/** The ledger invariants every API test checks, and the half-written shapes above. */
export async function databaseProblems(api: Api): Promise<string[]> {
  return [...(await ledgerProblems(api)), ...(await halfWrittenRows(api))]
}
