// /pay/{type}/not-found: where payment pages send an unknown or inactive bill, form, invoice or payment.
import { PayShell } from './pay-shell.tsx'
import { PayNotice } from './pay-states.tsx'
import { notFoundLabel } from './pay-helpers.ts'

export function PayNotFoundPage({ type }: { type: string }) {
  return (
    <PayShell>
      <PayNotFound type={type} />
    </PayShell>
  )
}

/**
 * Also rendered in place by the bill and form pages: /pay/bill/not-found matches /pay/bill/$uuid (static
 * "bill" outranks $type), so those pages show this for any id that is not a UUID instead of redirecting.
 */
export function PayNotFound({ type }: { type: string }) {
  const label = notFoundLabel(type)
  return (
    <PayNotice title={`This ${label} could not be found`} status="warning">
      The link may be mistyped, or the {label} is no longer active. Please check the link with the merchant
      who sent it.
    </PayNotice>
  )
}
