// "Request payout": the form (bank account, service, amount, fee preview), then a confirmation of exactly
// what leaves the balance, then the request. Each confirmation opened carries a new Idempotency-Key; retrying
// it after a lost answer reuses the key, so the bank is asked to pay once.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { bankQueries } from '@/api/banks.ts'
import { keepsIdempotencyKey, newIdempotencyKey } from '@/api/idempotency.ts'
import { payoutQueries, useCreatePayout } from '@/api/payouts.ts'
import { settlementQueries } from '@/api/settlements.ts'
import { ConfirmDialog } from '@/app/ui/confirm-dialog.tsx'
import { FormDialog } from '@/app/ui/form-dialog.tsx'
import { notify } from '@/app/ui/toaster.tsx'
import { useForm } from '@/app/forms/use-form.ts'
import type { Payout } from '@/contract/payouts.ts'
import { formatMyr } from '@/lib/money.ts'
import { PayoutFormFields } from './payout-form-fields.tsx'
import {
  PAYOUT_FIELDS,
  payoutPayload,
  payoutTotal,
  validatePayout,
  type PayoutFormValues,
} from './payout-values.ts'
import { t } from '@/i18n/i18n.ts'

/** Enough for any merchant's accounts: the picker shows them all, not a page of them. */
const ALL_ACCOUNTS = { skip: 0, limit: 100 } as const

interface RequestPayoutDialogProps {
  open: boolean
  onClose: () => void
  onAddBank: () => void
  onRequested: (payout: Payout) => void
  /** What can be paid out, when the account's balance is not the merchant balance (an introducer's
   *  available commission); the merchant's available balance otherwise. */
  available?: string | undefined
}

export function RequestPayoutDialog(props: RequestPayoutDialogProps) {
  // A fresh form each time the dialog opens.
  return props.open ? <RequestPayout {...props} /> : null
}

function RequestPayout({ onClose, onAddBank, onRequested, available }: RequestPayoutDialogProps) {
  const banks = useQuery(bankQueries.list(ALL_ACCOUNTS))
  const services = useQuery(payoutQueries.services(1))
  const balance = useQuery({ ...settlementQueries.balance(), enabled: available === undefined })
  const create = useCreatePayout()
  const accounts = (banks.data?.data ?? []).filter(
    (account) => account.verified && account.record_status_id === 1,
  )
  const serviceList = (services.data ?? []).filter((service) => service.record_status_id === 1)
  const form = useForm<PayoutFormValues>({ bank_account_id: '', payout_service_id: '', amount: '' })
  const [confirmKey, setConfirmKey] = useState<string | null>(null)

  // The first service until another is chosen (the server's default too).
  const serviceId = form.values.payout_service_id || String(serviceList[0]?.payout_service_id ?? '')
  // The one account there is, until the merchant has more to choose from.
  const bankId = form.values.bank_account_id || (accounts.length === 1 ? accounts[0]!.id : '')
  const values = { ...form.values, bank_account_id: bankId, payout_service_id: serviceId }
  const service = serviceList.find((candidate) => String(candidate.payout_service_id) === serviceId)
  const account = accounts.find((candidate) => candidate.id === values.bank_account_id)
  const availableNow = available ?? balance.data?.available
  const limits = { fee: service?.fee, available: availableNow }

  const review = () => {
    if (!banks.isSuccess) return
    if (accounts.length === 0) return onAddBank()
    if (!form.validate((locale) => validatePayout(values, limits, locale))) return
    setConfirmKey(newIdempotencyKey())
  }

  const submit = () => {
    if (!confirmKey) return
    create.mutate(
      { input: payoutPayload(values), idempotencyKey: confirmKey },
      {
        onSuccess: (payout) => {
          notify(t('Payout {invoice} requested', { invoice: payout.invoice_no }))
          onRequested(payout)
        },
        onError: (error) => {
          // The server said no: back to the form (a new confirmation gets a new key). A lost answer keeps
          // the confirmation and its key, so "Request payout" again is a retry of the same request.
          if (keepsIdempotencyKey(error)) return
          setConfirmKey(null)
          form.showServerErrors(error, PAYOUT_FIELDS)
        },
      },
    )
  }

  const payload = payoutPayload(values)
  const total = payoutTotal(values.amount, service?.fee)
  return (
    <>
      <FormDialog
        open={confirmKey === null}
        title={t('Request payout')}
        saveLabel={banks.isSuccess && accounts.length === 0 ? t('Add a bank account') : t('Review payout')}
        onClose={onClose}
        onSubmit={review}
        formRef={form.formRef}
      >
        <PayoutFormFields
          values={values}
          errors={form.errors}
          bind={form.bind}
          accounts={accounts}
          services={serviceList}
          available={availableNow}
          fee={service?.fee}
          accountsState={banks.isSuccess ? 'ready' : banks.isError ? 'failed' : 'loading'}
          onAddBank={onAddBank}
        />
      </FormDialog>
      <ConfirmDialog
        open={confirmKey !== null}
        title={t('Request this payout?')}
        description={
          account && service && total
            ? t(
                '{amount} goes to {account} ({holder}) by {service}. The service fee is {fee}, so {total} leaves your available balance now.',
                {
                  amount: formatMyr(payload.amount),
                  account: `${account.bank_name} ${account.account_number_masked}`,
                  holder: account.holder_name,
                  service: service.name,
                  fee: formatMyr(service.fee),
                  total: formatMyr(total),
                },
              )
            : ''
        }
        confirmLabel={t('Request payout')}
        cancelLabel={t('Back')}
        loading={create.isPending}
        onClose={() => setConfirmKey(null)}
        onConfirm={submit}
      />
    </>
  )
}
