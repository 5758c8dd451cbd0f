// The sandbox's stand-ins for the pages a payer meets at a bank, a card issuer (3-D Secure), an e-wallet,
// DuitNow QR, a BNPL provider, PayPal or a crypto wallet. Plain server-rendered HTML: no script, so the
// strict CSP holds. Each form posts the payer's choice back and ends on Niaga's thank-you page.
import type { Context, Hono } from 'hono'
import QRCode from 'qrcode'
import { formatSen } from '../../src/lib/money.ts'
import type { AppEnv } from '../http/types.ts'
import type { Deps } from '../deps.ts'
import { decide, type Decision } from '../services/payments/settle.ts'
import { instalmentPlan } from '../services/payments/bnpl.ts'
import { buildReceipt } from '../services/payments/receipt.ts'
import { thankYouUrl } from '../services/payments/urls.ts'
import { findService } from './payment-services.ts'
import { findTransaction } from '../services/payments/start.ts'
import { FPX_FAILURE_REASONS, issueBankProof, verifyBankProof } from '../services/payments/fpx-failure.ts'
import { AppError } from '../errors.ts'

export const SANDBOX_OTP = '123456'

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

export const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · Niaga Sandbox</title><style>
body{font:16px/1.5 system-ui,sans-serif;background:#f4f6f8;margin:0;padding:1rem;color:#1a202c}
main{max-width:420px;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0001}
.tag{display:inline-block;background:#fefcbf;color:#744210;border-radius:4px;padding:0 .4rem;font-size:.8rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}button{font:inherit;width:100%;padding:.75rem;margin-top:.6rem;border-radius:8px;border:1px solid #cbd5e0;background:#fff;cursor:pointer}
button.primary{background:#0f766e;color:#fff;border-color:#0f766e}input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cbd5e0;border-radius:8px}
svg{display:block;margin:1rem auto;width:220px;height:220px}table{width:100%;border-collapse:collapse}td{padding:.25rem 0;border-bottom:1px solid #edf2f7}
</style></head><body><main><span class="tag">SANDBOX — no real money moves</span>${body}</main></body></html>`

export const button = (action: string, label: string, primary = false) =>
  `<button name="action" value="${action}"${primary ? ' class="primary"' : ''}>${escape(label)}</button>`

/** An FPX bank's rejection with its reason, carrying the page's proof that this bank flow says so. */
const fpxRejection = (proof: string) =>
  `<label for="reason">If you reject: the bank's reason</label><select id="reason" name="reason">${FPX_FAILURE_REASONS.map((r) => `<option>${escape(r)}</option>`).join('')}</select>` +
  `<input type="hidden" name="bank_proof" value="${escape(proof)}">`

async function channelBody(
  deps: Deps,
  txn: Awaited<ReturnType<typeof findTransaction>>,
  amount: string,
  merchant: string,
): Promise<string> {
  const service = findService(txn.payment_service_id)
  const name = escape(service?.name ?? txn.channel)
  const head = `<h1>${name}</h1><p>Pay <strong>${escape(merchant)}</strong></p><p class="amount">${amount}</p><p>Reference ${escape(txn.transaction_invoice_no)}</p>`
  const form = (inner: string) => `<form method="post">${inner}</form>`
  if (txn.next_action === '3ds') {
    return `${head}<h2>3-D Secure</h2><p>Card ${escape(txn.card_mask ?? '')}. Enter the one-time password sent to your phone. In the sandbox it is <strong>${SANDBOX_OTP}</strong>.</p>
${form(`<label for="otp">One-time password</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>${button('otp', 'Confirm', true)}${button('reject', 'Cancel')}`)}`
  }
  if (txn.channel === 'fpx' && service?.outcome && service.outcome !== 'choose') {
    return `${head}<p>This test bank always answers <strong>${service.outcome}</strong>.</p>${form(button(service.outcome, 'Continue', true))}`
  }
  if (txn.channel === 'ewallet' || txn.channel === 'duitnow') {
    const svg = await QRCode.toString(`niaga-sandbox:${txn.transaction_invoice_no}`, {
      type: 'svg',
      margin: 1,
    })
    return `${head}${svg}<p>Scan this QR code with your wallet app. In the sandbox, the button scans it for you.</p>${form(button('approve', 'Scan and pay', true) + button('reject', 'Cancel payment'))}`
  }
  if (txn.channel === 'bnpl') {
    const plan = instalmentPlan(txn.amount_sen, txn.created_at)
    const rows = plan.instalments
      .map(
        (i, n) =>
          `<tr><td>Instalment ${n + 1} · ${i.due_date}</td><td style="text-align:right">RM ${i.amount}</td></tr>`,
      )
      .join('')
    return `${head}<table>${rows}</table>${form(button('approve', 'Approve instalment plan', true) + button('reject', 'Decline'))}`
  }
  const reasons = txn.channel === 'fpx' ? fpxRejection(issueBankProof(deps, txn.transaction_invoice_no)) : ''
  return `${head}${form(reasons + button('approve', 'Approve payment', true) + button('reject', 'Reject payment') + button('pending', 'Leave pending'))}`
}

function decisionFor(action: string, otp: string | undefined, channel: string): Decision | null {
  switch (action) {
    case 'approve':
      return { outcome: 'approve' }
    case 'pending':
      return { outcome: 'pending' }
    case 'reject':
      return {
        outcome: 'reject',
        reason: channel === 'fpx' ? 'Rejected by the bank (sandbox)' : 'Cancelled by the payer',
      }
    case 'otp':
      return otp === SANDBOX_OTP
        ? { outcome: 'approve' }
        : { outcome: 'reject', reason: 'Failed 3-D Secure authentication' }
    default:
      return null
  }
}

export function mountSandboxPayPages(app: Hono<AppEnv>, deps: Deps): void {
  const load = async (c: Context<AppEnv>) => {
    try {
      return await findTransaction(deps, c.req.param('transactionNo') ?? '')
    } catch (error) {
      if (error instanceof AppError) return null
      throw error
    }
  }
  app.get('/sandbox/pay/:transactionNo', async (c) => {
    const txn = await load(c)
    if (!txn) return c.html(page('Not found', '<h1>No such payment</h1>'), 404)
    if (txn.status === 'paid' || txn.status === 'failed')
      return c.redirect(thankYouUrl(txn.transaction_invoice_no), 303)
    const receipt = await buildReceipt(deps, txn.transaction_invoice_no, false)
    return c.html(
      page('Sandbox payment', await channelBody(deps, txn, formatSen(txn.amount_sen), receipt.merchant_name)),
    )
  })
  app.post('/sandbox/pay/:transactionNo', async (c) => {
    const txn = await load(c)
    if (!txn) return c.html(page('Not found', '<h1>No such payment</h1>'), 404)
    const form = await c.req.parseBody()
    const decision = decisionFor(
      typeof form.action === 'string' ? form.action : '',
      typeof form.otp === 'string' ? form.otp.trim() : undefined,
      txn.channel,
    )
    if (!decision) return c.html(page('Sandbox payment', '<h1>Unknown choice</h1>'), 400)
    const reason = FPX_FAILURE_REASONS.find((r) => r === form.reason)
    if (decision.outcome === 'reject' && txn.channel === 'fpx' && reason) {
      // The bank's own reason needs the proof its page was shown with, like PUT fpx-failed-reason.
      try {
        verifyBankProof(
          deps,
          txn.transaction_invoice_no,
          typeof form.bank_proof === 'string' ? form.bank_proof : '',
        )
      } catch (error) {
        if (error instanceof AppError)
          return c.html(page('Sandbox payment', `<h1>${escape(error.description)}</h1>`), 400)
        throw error
      }
      decision.reason = reason
    }
    await decide(deps, txn.transaction_invoice_no, decision)
    return c.redirect(thankYouUrl(txn.transaction_invoice_no), 303)
  })
}
