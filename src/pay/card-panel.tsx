// Card payment (SPEC §4, §5, §7): the inputs are uncontrolled and read once at submit, checked with
// validateCard, encrypted with the acquirer's key, then emptied. Only the encrypted card and its mask live
// in state (kept so a lost answer can be retried with the same body and Idempotency-Key).
import { useRef, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { HStack } from 'styled-system/jsx'
import { stack } from 'styled-system/patterns'
import { payQueries } from '@/api/pay.ts'
import { BANK_TYPES, type PublicBill } from '@/contract/payments.ts'
import type { EncryptedCard } from '@/lib/card/encrypt.ts'
import { cardErrorMessage } from '@/lib/card/messages.ts'
import { validateCard } from '@/lib/card/validate.ts'
import { Alert } from '@/public-ui/alert.tsx'
import { Button } from '@/public-ui/button.tsx'
import { Field } from '@/public-ui/field.tsx'
import { Text } from '@/public-ui/text.tsx'
import { CardFields } from './card-fields.tsx'
import { failureText, servicesForChannel } from './pay-helpers.ts'
import { PayButton } from './pay-button.tsx'
import { PayLoadError, PayLoading } from './pay-states.tsx'
import type { PayBillState } from './use-pay-bill.ts'
import { useT } from '@/i18n/use-t.ts'

export function CardPanel({ bill, payment }: { bill: PublicBill; payment: PayBillState }) {
  const t = useT()
  const queryClient = useQueryClient()
  const services = useQuery(payQueries.services(BANK_TYPES.individual, bill.uuid))
  const [cardError, setCardError] = useState<string | null>(null)
  const [encrypted, setEncrypted] = useState<EncryptedCard | null>(null)
  const [preparing, setPreparing] = useState(false)
  const busy = useRef(false)

  if (services.isPending) return <PayLoading label={t('card.loading')} />
  if (services.isError) return <PayLoadError error={services.error} onRetry={() => void services.refetch()} />
  const service = servicesForChannel(services.data, 'credit_card')[0]
  if (!service) return <Text color="fg.muted">{t('card.unavailable')}</Text>

  const send = async (card: EncryptedCard) => {
    const outcome = await payment.pay({ payment_service_id: service.payment_service_id, card })
    // The server refused this card payload: the payer types the card again.
    if (outcome === 'refused') setEncrypted(null)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current || payment.submitting) return
    busy.current = true
    try {
      if (encrypted) return await send(encrypted)
      const form = event.currentTarget
      const data = new FormData(form)
      const read = (name: string) => {
        const value = data.get(name)
        return typeof value === 'string' ? value : ''
      }
      const card = {
        cardnumber: read('cardnumber'),
        month: read('month'),
        year: read('year'),
        cvv: read('cvv'),
      }
      const code = validateCard(card)
      if (code !== 0) return setCardError(cardErrorMessage(code))
      setCardError(null)
      setPreparing(true)
      let sealed: EncryptedCard
      try {
        // The RSA/AES code is loaded on the first card payment only: most payers use FPX or a wallet.
        const [{ encryptCardInfo }, publicKey] = await Promise.all([
          import('@/lib/card/encrypt.ts'),
          queryClient.fetchQuery(payQueries.cardKey()),
        ])
        sealed = encryptCardInfo(card, publicKey)
      } catch (error) {
        // The inputs are still filled: the payer can simply try again.
        return setCardError(failureText(error))
      } finally {
        setPreparing(false)
      }
      form.reset()
      setEncrypted(sealed)
      await send(sealed)
    } finally {
      busy.current = false
    }
  }

  return (
    <form
      className={stack({ gap: '4' })}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('card.details')}
      autoComplete="on"
    >
      {encrypted ? (
        <Field.Root>
          <Field.Label>{t('receipt.card')}</Field.Label>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Text fontFamily="mono" data-testid="masked-card">
              {encrypted.maskedCardInfo}
              {encrypted.expMonthCardInfo
                ? ` · ${encrypted.expMonthCardInfo}/${encrypted.expYearCardInfo}`
                : ''}
            </Text>
            <Button
              variant="plain"
              size="sm"
              disabled={payment.submitting}
              onClick={() => {
                setEncrypted(null)
                payment.clearError()
              }}
            >
              {t('card.use_another')}
            </Button>
          </HStack>
        </Field.Root>
      ) : (
        <CardFields disabled={preparing || payment.submitting} />
      )}
      {/* SPEC §5: only the first failing check is reported, under the form. */}
      {cardError ? (
        <Alert.Root status="error" role="alert" data-testid="card-error">
          <Alert.Indicator />
          <Alert.Title>{cardError}</Alert.Title>
        </Alert.Root>
      ) : null}
      <PayButton
        bill={bill}
        payment={{ ...payment, submitting: payment.submitting || preparing }}
        type="submit"
      />
      <Text fontSize="xs" color="fg.muted">
        {t('card.encrypted_note')}
      </Text>
    </form>
  )
}
