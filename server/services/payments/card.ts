// Card payments: the acquirer reads what the browser encrypted, Niaga validates it again (never trust the
// page), and the acquirer asks the issuer. Only the mask leaves this module.
import type * as v from 'valibot'
import type { EncryptedCardSchema } from '../../../src/contract/payments.ts'
import { cardErrorMessage, validateCard } from '../../../src/lib/card/validate.ts'
import { maskCardNumber } from '../../../src/lib/card/mask.ts'
import { validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'

export type CardDecision =
  | { decision: 'approve'; mask: string }
  | { decision: 'challenge'; mask: string; challengeUrl: string }
  | { decision: 'reject'; mask: string; reason: string }

const DECLINES = {
  declined: 'The card was declined by the issuer',
  insufficient_funds: 'Insufficient funds',
  invalid_number: 'The card number is invalid',
} as const

export async function decideCard(
  deps: Deps,
  payment: { transactionNo: string; amountSen: number },
  card: v.InferOutput<typeof EncryptedCardSchema>,
): Promise<CardDecision> {
  const { cardAcquirer } = deps.providers
  const plain = await cardAcquirer.readCard(card.encryptedCardInfo)
  if (!plain) throw validationError({ card: 'The card details could not be read; please enter them again' })
  const code = validateCard(
    { cardnumber: plain.number, month: plain.month, year: plain.year, cvv: plain.cvv },
    deps.clock.now(),
  )
  if (code !== 0) throw validationError({ card: cardErrorMessage(code) })
  const mask = maskCardNumber(plain.number)
  const answer = await cardAcquirer.authorise({ ...payment, card: plain })
  if (answer.result === 'approved') return { decision: 'approve', mask }
  if (answer.result === 'challenge') return { decision: 'challenge', mask, challengeUrl: answer.challengeUrl }
  return { decision: 'reject', mask, reason: DECLINES[answer.result] }
}
