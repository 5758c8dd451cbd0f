// The sandbox's stand-in for a payer's banking app sending a DuitNow or FPX transfer to a virtual account.
// Plain HTML with no script (the strict CSP holds). The form carries its own bank reference, so sending
// the same form twice (a double tap, a reload) is one transfer: the switch credits a reference once.
import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import * as v from 'valibot'
import { httpStatusFor } from '../../src/contract/codes.ts'
import { TOPUP_MAX_SEN, TOPUP_MIN_SEN, VirtualAccountTransferSchema } from '../../src/contract/pools.ts'
import { formatSen } from '../../src/lib/money.ts'
import type { Deps } from '../deps.ts'
import { AppError } from '../errors.ts'
import type { AppEnv } from '../http/types.ts'
import { receiveTransfer } from '../services/pools/topups.ts'
import { button, escape, page } from './pay-pages.ts'

const newBankReference = () => `BNK-${randomBytes(6).toString('hex').toUpperCase()}`

function form(values: Record<string, string>, error?: string): string {
  const field = (name: string, label: string, extra = '') =>
    `<p><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escape(values[name] ?? '')}" ${extra}></p>`
  return `<h1>Bank transfer</h1><p>Send money to a Niaga virtual account by DuitNow or FPX.</p>
${error ? `<p role="alert" style="color:#c53030"><strong>${escape(error)}</strong></p>` : ''}
<form method="post">
<input type="hidden" name="reference" value="${escape(values.reference ?? newBankReference())}">
${field('virtual_account_no', 'Virtual account number', 'inputmode="numeric" autocomplete="off" required')}
${field('amount', `Amount (RM, ${formatSen(TOPUP_MIN_SEN)} to ${formatSen(TOPUP_MAX_SEN)})`, 'inputmode="decimal" required')}
${field('payer_name', 'Your name', 'autocomplete="name" required')}
${field('payer_reference', 'Reference (shown to the recipient)', 'maxlength="140"')}
<p><label for="channel">Send with</label><select id="channel" name="channel"><option value="duitnow"${values.channel === 'fpx' ? '' : ' selected'}>DuitNow transfer</option><option value="fpx"${values.channel === 'fpx' ? ' selected' : ''}>FPX online banking</option></select></p>
${button('send', 'Send transfer', true)}
</form>`
}

export function mountSandboxTransferPage(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/sandbox/transfer', (c) =>
    c.html(page('Bank transfer', form({ virtual_account_no: c.req.query('virtual_account_no') ?? '' }))),
  )
  app.post('/sandbox/transfer', async (c) => {
    const body = await c.req.parseBody()
    const values = Object.fromEntries(
      ['reference', 'virtual_account_no', 'amount', 'payer_name', 'payer_reference', 'channel'].map((k) => [
        k,
        typeof body[k] === 'string' ? body[k] : '',
      ]),
    )
    const parsed = v.safeParse(VirtualAccountTransferSchema, {
      virtual_account_no: values.virtual_account_no,
      amount: values.amount,
      payer_name: values.payer_name,
      payer_reference: values.payer_reference,
      channel: values.channel,
    })
    const reference = /^BNK-[0-9A-F]{12}$/.test(values.reference!) ? values.reference! : newBankReference()
    if (!parsed.success)
      return c.html(page('Bank transfer', form({ ...values, reference }, parsed.issues[0].message)), 400)
    try {
      const topup = await receiveTransfer(deps, reference, parsed.output)
      return c.html(
        page(
          'Transfer sent',
          `<h1>Transfer sent</h1><p class="amount">RM ${escape(topup.amount)}</p><p>To <strong>${escape(topup.merchant_name)}</strong>, virtual account ${escape(topup.virtual_account_no ?? '')} (${escape(topup.pool_name)}).</p><p>Bank reference <strong>${escape(topup.invoice_no)}</strong></p><p><a href="/sandbox/transfer?virtual_account_no=${encodeURIComponent(topup.virtual_account_no ?? '')}">Send another transfer</a></p>`,
        ),
      )
    } catch (error) {
      if (error instanceof AppError)
        return c.html(
          page('Bank transfer', form({ ...values, reference: newBankReference() }, error.description)),
          httpStatusFor(error.code) as 400,
        )
      throw error
    }
  })
}
