// One payment attempt at a time: a ref guards double taps (state updates land a render late), the same
// attempt retried after a network failure reuses its Idempotency-Key (the server pays at most once), and
// success leaves for the channel's page with the button still busy.
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { NetworkError } from '@/api/client.ts'
import { payBill, payKeys, type PayBillInput } from '@/api/pay.ts'
import type { PublicBill } from '@/contract/payments.ts'
import { isConflict, newIdempotencyKey } from './pay-helpers.ts'

/** left: on the way to the channel's page; retry: the answer was lost; refused: the server said no. */
export type PayOutcome = 'left' | 'retry' | 'refused' | 'busy'

export interface PayBillState {
  pay: (input: PayBillInput) => Promise<PayOutcome>
  submitting: boolean
  error: unknown
  clearError: () => void
}

export function usePayBill(bill: PublicBill): PayBillState {
  const queryClient = useQueryClient()
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const inFlight = useRef(false)
  // Only the request body (the card already encrypted) and its key: never the plain card.
  const attempt = useRef<{ key: string; body: string } | null>(null)

  useEffect(() => {
    // Back from the bank page restores this page from the back-forward cache with the button still busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      inFlight.current = false
      setSubmitting(false)
      void queryClient.invalidateQueries({ queryKey: payKeys.bill(bill.uuid) })
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [queryClient, bill.uuid])

  const pay = async (input: PayBillInput): Promise<PayOutcome> => {
    if (inFlight.current) return 'busy'
    inFlight.current = true
    const body = JSON.stringify(input)
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body }
    setSubmitting(true)
    setError(null)
    try {
      const started = await payBill(bill.invoice_no, input, attempt.current.key)
      window.location.assign(started.redirect_url)
      return 'left'
    } catch (failure) {
      inFlight.current = false
      setSubmitting(false)
      setError(failure)
      // The server answered, so the next try is a new attempt; a lost answer is retried with the same key.
      if (!(failure instanceof NetworkError)) attempt.current = null
      // Paid meanwhile, or the bank went offline: show the bill and banks as they are now.
      if (isConflict(failure)) await queryClient.invalidateQueries({ queryKey: payKeys.all })
      return failure instanceof NetworkError ? 'retry' : 'refused'
    }
  }

  return { pay, submitting, error, clearError: () => setError(null) }
}
