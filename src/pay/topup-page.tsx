// The public top-up page (/pay/generic-topup, /pay/pool-topup, /pay/prefund-topup and their /modern-payment
// copies): who is being topped up and within which limits, then the payer's amount and details. Sending them
// opens a top-up invoice, whose number goes into the address (a reload resumes it); the invoice is then paid
// like a bill, and the payment ends on /pay/thankyou with the receipt.
import { useRef, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { ApiError } from '@/api/client.ts'
import { createTopup, topupKeys, topupQueries, type TopupTargetQuery } from '@/api/topup.ts'
import { newIdempotencyKey } from '@/lib/uuid.ts'
import { Stack } from 'styled-system/jsx'
import { Alert } from '@/public-ui/alert.tsx'
import { Card } from '@/public-ui/card.tsx'
import { Input } from '@/public-ui/field.tsx'
import { FormField } from '@/public-ui/form-field.tsx'
import { Text } from '@/public-ui/text.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import { usePageTitle } from '@/app/shell/use-page-title.ts'
import { ResponseCode } from '@/contract/codes.ts'
import type { Locale } from '@/contract/messages.ts'
import type { TopupTarget } from '@/contract/pools.ts'
import { formatMyr } from '@/lib/money.ts'
import { ContinueToPayment } from './continue-to-payment.tsx'
import { PaymentUnavailable } from './bill-payment.tsx'
import { failureText, isNotFound } from './pay-helpers.ts'
import { PayNotFound } from './pay-not-found-page.tsx'
import { PayShell } from './pay-shell.tsx'
import { PayLoadError, PayLoading, PayNotice } from './pay-states.tsx'
import { checkTopupForm, EMPTY_TOPUP, TOPUP_FIELDS } from './topup-form-schema.ts'
import { topupTargetQuery, linkedInvoiceNo } from './topup-links.ts'
import type { TopupSearch } from './topup-search.ts'
import { StartAgain, TopupOrSubscriptionPayment } from './topup-or-subscription-payment.tsx'
import { PayerAmountField, PayerFormCard, useSendOnce } from './payer-form-card.tsx'
import { t, type PageMessageId } from '@/i18n/i18n.ts'
import { useT } from '@/i18n/use-t.ts'

export function TopupRoute() {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  // Opened here rather than arrived at by a link: the invoice then takes the focus the form had.
  const [opened, setOpened] = useState<string | null>(null)
  const invoiceNo = linkedInvoiceNo(search)
  const target = topupTargetQuery(search)

  const showInvoice = (next: string | undefined) =>
    void navigate({
      to: '.',
      search: (previous: TopupSearch) => ({ ...previous, invoice_no: next }),
      replace: true,
    })

  return (
    <PayShell>
      {invoiceNo ? (
        <TopupOrSubscriptionPayment
          invoiceNo={invoiceNo}
          focusOnShow={opened === invoiceNo}
          notFoundAction={target ? <StartAgain onClick={() => showInvoice(undefined)} /> : null}
        />
      ) : target ? (
        <TargetLoader
          target={target}
          onOpened={(next) => {
            setOpened(next)
            showInvoice(next)
          }}
        />
      ) : (
        <PayNotFound type="topup" />
      )}
    </PayShell>
  )
}

function TargetLoader({
  target,
  onOpened,
}: {
  target: TopupTargetQuery
  onOpened: (invoiceNo: string) => void
}) {
  const t = useT()
  const query = useQuery(topupQueries.target(target))
  usePageTitle(query.data ? t('topup.page_title', { merchant: query.data.merchant_name }) : undefined)

  if (query.isPending) return <PayLoading />
  if (query.isError && !query.data) {
    if (isNotFound(query.error)) return <PayNotFound type="topup" />
    // A closed virtual account (4090): the server says why.
    if (query.error instanceof ApiError && query.error.code === ResponseCode.CONFLICT)
      return (
        <PayNotice title={t('topup.closed_title')} status="warning">
          {t('topup.closed_text', { reason: sentence(failureText(query.error)) })}
        </PayNotice>
      )
    return <PayLoadError error={query.error} onRetry={() => void query.refetch()} />
  }
  const data = query.data
  return (
    <>
      <TargetCard target={data} />
      {data.channels.length === 0 ? (
        <PaymentUnavailable kind="topup" />
      ) : (
        <TopupForm target={data} onOpened={onOpened} />
      )}
    </>
  )
}

/** The server's description as a sentence ("… no longer accepts transfers."). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

function TargetCard({ target }: { target: TopupTarget }) {
  const t = useT()
  return (
    <Card.Root variant="elevated" bg="bg" data-testid="topup-target">
      <Card.Body gap="2">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('topup.top_up')}
          </Text>
          <Text as="h1" fontSize="xl" fontWeight="bold" data-testid="merchant-name">
            {target.merchant_name}
          </Text>
          <Text color="fg.muted">{target.pool_name}</Text>
        </Stack>
        {target.virtual_account_no ? (
          <Text>
            {t('topup.virtual_account')}{' '}
            <Text as="span" fontWeight="semibold" fontFamily="mono" data-testid="virtual-account-no">
              {target.virtual_account_no}
            </Text>
            {target.virtual_account_name ? ` (${target.virtual_account_name})` : null}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted" data-testid="topup-limits">
          {limitsText(target)}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

const limitsText = (target: TopupTarget) =>
  t('topup.limits', { min: formatMyr(target.min_amount), max: formatMyr(target.max_amount) })

const FIELDS: readonly {
  field: 'payer_name' | 'payer_email' | 'payer_reference'
  label: PageMessageId
  type: string
  autoComplete: string
  required: boolean
  helper: PageMessageId | undefined
}[] = [
  {
    field: 'payer_name',
    label: 'topup.your_name',
    type: 'text',
    autoComplete: 'name',
    required: true,
    helper: undefined,
  },
  {
    field: 'payer_email',
    label: 'topup.email',
    type: 'email',
    autoComplete: 'email',
    required: false,
    helper: 'topup.email_helper',
  },
  {
    field: 'payer_reference',
    label: 'topup.reference',
    type: 'text',
    autoComplete: 'off',
    required: false,
    helper: 'topup.reference_helper',
  },
]

function TopupForm({ target, onOpened }: { target: TopupTarget; onOpened: (invoiceNo: string) => void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const form = useForm(EMPTY_TOPUP)
  // A double tap must not open two invoices; a retry of the same details reuses its Idempotency-Key.
  const once = useSendOnce(form)
  const attempt = useRef<{ key: string; body: string } | null>(null)
  const create = useMutation({ mutationFn: createTopup })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (once.busy()) return
    const check = (locale: Locale) => checkTopupForm(target, form.values, locale)
    const checked = check(form.locale)
    if (!form.validate((locale) => check(locale).errors ?? {}) || !checked.input) return
    once.start()
    const body = JSON.stringify(checked.input)
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body }
    create.mutate(
      { input: checked.input, key: attempt.current.key },
      {
        onSuccess: (invoice) => {
          queryClient.setQueryData(topupKeys.invoice(invoice.bill.invoice_no), invoice)
          onOpened(invoice.bill.invoice_no)
        },
        onError: once.failed(TOPUP_FIELDS),
      },
    )
  }

  return (
    <PayerFormCard label={t('topup.details')} formRef={form.formRef} onSubmit={onSubmit} testId="topup-form">
      <PayerAmountField
        error={form.errors.amount}
        helper={limitsText(target)}
        data-testid="topup-amount"
        {...form.bind('amount')}
      />
      {FIELDS.map(({ field, label, type, autoComplete, required, helper }) => (
        <FormField
          markRequired={false}
          key={field}
          label={t(label)}
          required={required}
          helper={helper ? t(helper) : undefined}
          error={form.errors[field]}
        >
          <Input type={type} autoComplete={autoComplete} size="lg" {...form.bind(field)} />
        </FormField>
      ))}
      {form.errors.form ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{form.errors.form}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ContinueToPayment opening={create} loadingText={t('topup.opening')} testId="topup-form-error" />
    </PayerFormCard>
  )
}
