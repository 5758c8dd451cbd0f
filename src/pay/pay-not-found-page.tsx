// /pay/{type}/not-found: where payment pages send an unknown or inactive bill, form, invoice or payment.
import { PayShell } from './pay-shell.tsx'
import { PayNotice } from './pay-states.tsx'
import { notFoundLabel } from './pay-words.ts'
import { useT } from '@/i18n/use-t.ts'

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
  const t = useT()
  const label = notFoundLabel(type)
  return (
    <PayNotice title={t('notfound.title', { label })} status="warning" level="h1">
      {t('notfound.text', { label })}
    </PayNotice>
  )
}
