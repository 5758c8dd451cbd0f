// FPX online banking: personal (B2C) or corporate (B2B) banking, then the bank. Offline banks stay listed
// but cannot be chosen, so a payer sees why their bank is missing.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { payQueries, type BankType } from '@/api/pay.ts'
import { BANK_TYPES, type PublicBill } from '@/contract/payments.ts'
import { Stack } from 'styled-system/jsx'
import { Segments } from '@/public-ui/choice.tsx'
import { Field, NativeSelect } from '@/public-ui/field.tsx'
import { Text } from '@/public-ui/text.tsx'
import { servicesForChannel } from './pay-helpers.ts'
import { PayButton } from './pay-button.tsx'
import { PayLoadError, PayLoading } from './pay-states.tsx'
import type { PayBillState } from './use-pay-bill.ts'
import { useT } from '@/i18n/use-t.ts'

const ACCOUNT_TYPES = [
  { value: String(BANK_TYPES.individual), label: 'fpx.personal' },
  { value: String(BANK_TYPES.corporate), label: 'fpx.corporate' },
] as const

export function FpxPanel({ bill, payment }: { bill: PublicBill; payment: PayBillState }) {
  const t = useT()
  const [bankType, setBankType] = useState<BankType>(BANK_TYPES.individual)
  const [bankId, setBankId] = useState('')
  const services = useQuery(payQueries.services(bankType, bill.uuid))
  const banks = services.data ? servicesForChannel(services.data, 'fpx') : []
  const bank = banks.find((option) => String(option.payment_service_id) === bankId && option.online)

  return (
    <Stack gap="4">
      <Segments
        name="account_type"
        value={String(bankType)}
        onChange={(value) => {
          setBankType(Number(value) === BANK_TYPES.corporate ? BANK_TYPES.corporate : BANK_TYPES.individual)
          setBankId('')
        }}
        disabled={payment.submitting}
        label={t('fpx.account_type')}
        options={ACCOUNT_TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
      />
      {services.isPending ? (
        <PayLoading label={t('fpx.loading_banks')} />
      ) : services.isError ? (
        <PayLoadError error={services.error} onRetry={() => void services.refetch()} />
      ) : banks.length === 0 ? (
        <Text color="fg.muted">{t('fpx.no_banks')}</Text>
      ) : (
        <Field.Root required disabled={payment.submitting}>
          <Field.Label>{t('fpx.bank')}</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              name="bank"
              value={bankId}
              onChange={(event) => setBankId(event.currentTarget.value)}
              data-testid="fpx-bank"
            >
              <option value="">{t('fpx.choose_bank')}</option>
              {banks.map((option) => (
                <option
                  key={option.payment_service_id}
                  value={option.payment_service_id}
                  disabled={!option.online}
                >
                  {option.online ? option.name : t('fpx.offline', { bank: option.name })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('fpx.helper')}</Field.HelperText>
        </Field.Root>
      )}
      <PayButton
        bill={bill}
        payment={payment}
        disabled={!bank}
        onClick={() => bank && void payment.pay({ payment_service_id: bank.payment_service_id })}
      />
    </Stack>
  )
}
