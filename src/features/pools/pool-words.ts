// The console's words for the pools' codes, in the merchant's language (src/locales/console). The contract
// keeps the API's English labels (src/contract/pools.ts: a pool's name, a movement's reason); the console
// shows these instead. A sentence that names a pool is whole per pool, as Malay puts the name elsewhere.
import type { PoolMovementReason, PoolType } from '@/contract/pools.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

interface PoolWords {
  name: ConsoleText
  help: ConsoleText
  /** The close dialog's text, with the account's {number}. */
  closeAccount: ConsoleText
}

const POOL_WORDS: Readonly<Record<PoolType, PoolWords>> = {
  prefund: {
    name: 'Prefund pool',
    help: 'Covers payouts and refunds at once when your available balance is short.',
    closeAccount:
      'Transfers to {number} will be refused from now on. What it has received stays in the prefund pool. A closed account cannot be opened again.',
  },
  payout: {
    name: 'Payout pool',
    help: 'Money set aside for payouts; drawn after your available balance.',
    closeAccount:
      'Transfers to {number} will be refused from now on. What it has received stays in the payout pool. A closed account cannot be opened again.',
  },
}

const MOVEMENT_WORDS: Readonly<Record<PoolMovementReason, ConsoleText>> = {
  topup: 'Top-up',
  virtual_account_transfer: 'Transfer to a virtual account',
  payout: 'Drawn for a payout',
  payout_reversal: 'Returned from a failed payout',
  refund: 'Drawn for a refund',
}

/** "Prefund pool", "Payout pool". */
export const poolName = (type: PoolType): string => t(POOL_WORDS[type].name)

/** What the pool is for. */
export const poolHelp = (type: PoolType): string => t(POOL_WORDS[type].help)

/** What closing a virtual account of this pool means. */
export const closeAccountText = (type: PoolType, number: string): string =>
  t(POOL_WORDS[type].closeAccount, { number })

/** Why a pool's balance changed. */
export const movementWord = (reason: PoolMovementReason): string => t(MOVEMENT_WORDS[reason])
