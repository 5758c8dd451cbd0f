// Card payments in the sandbox: decrypt what the browser encrypted, validate again (never trust the
// page), and decide by test card number. Only the mask leaves this module.
import type * as v from 'valibot'
import type { EncryptedCardSchema } from '../../../src/contract/payments.ts'
import { cardErrorMessage, validateCard } from '../../../src/lib/card/validate.ts'
import { maskCardNumber } from '../../../src/lib/card/mask.ts'
import { validationError } from '../../errors.ts'
import type { Deps } from '../../deps.ts'
import { CardDecryptError, decryptCardInfo } from '../../sandbox/card-acquirer.ts'
import { cardOutcome } from '../../sandbox/test-cards.ts'

export type CardDecision =
  | { decision: 'approve'; mask: string }
  | { decision: 'challenge'; mask: string }
  | { decision: 'reject'; mask: string; reason: string }

export function decideCard(deps: Deps, card: v.InferOutput<typeof EncryptedCardSchema>): CardDecision {
  let plain: { number: string; month: string; year: string; cvv: string }
  try {
    plain = decryptCardInfo(card.encryptedCardInfo, deps.acquirer.privateKeyPem)
  } catch (error) {
    if (error instanceof CardDecryptError)
      throw validationError({ card: 'The card details could not be read; please enter them again' })
    throw error
  }
  const code = validateCard(
    { cardnumber: plain.number, month: plain.month, year: plain.year, cvv: plain.cvv },
    deps.clock.now(),
  )
  if (code !== 0) throw validationError({ card: cardErrorMessage(code) })
  const mask = maskCardNumber(plain.number)
  switch (cardOutcome(plain.number)) {
    case 'approved':
      return { decision: 'approve', mask }
    case 'challenge':
      return { decision: 'challenge', mask }
    case 'declined':
      return { decision: 'reject', mask, reason: 'The card was declined by the issuer' }
    case 'insufficient_funds':
      return { decision: 'reject', mask, reason: 'Insufficient funds' }
    default:
      return { decision: 'reject', mask, reason: 'The card number is invalid' }
  }
}
