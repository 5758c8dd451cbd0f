// The console's words for the pools' codes, in the merchant's language (src/locales/console). The contract
// keeps the API's English labels (src/contract/pools.ts: a pool's name, a movement's reason); the console
// shows these instead. A sentence that names a pool is whole per pool, as Malay puts the name elsewhere.
import type { PoolMovementReason, PoolType } from '@/contract/pools.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

interface PoolWords {
  name: ConsoleText
  help: ConsoleText
  copyLink: ConsoleText
  openPage: ConsoleText
  /** The close dialog's text, with the account's {number}. */
  closeAccount: ConsoleText
}

const POOL_WORDS: Readonly<Record<PoolType, PoolWords>> = {
  prefund: {
    name: 'Prefund pool',
    help: 'Covers payouts and refunds at once when your available balance is short.',
    copyLink: 'Copy the top-up link of the prefund pool',
    openPage: 'Open the top-up page of the prefund pool',
    closeAccount:
      'Transfers to {number} will be refused from now on. What it has received stays in the prefund pool. A closed account cannot be opened again.',
  },
  payout: {
    name: 'Payout pool',
    help: 'Money set aside for payouts; drawn after your available balance.',
    copyLink: 'Copy the top-up link of the payout pool',
    openPage: 'Open the top-up page of the payout pool',
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

/** The copy and open buttons' accessible names of a pool's top-up link. */
export const poolLinkLabels = (type: PoolType) => ({
  copy: t(POOL_WORDS[type].copyLink),
  open: t(POOL_WORDS[type].openPage),
})

/** What closing a virtual account of this pool means. */
export const closeAccountText = (type: PoolType, number: string): string =>
  t(POOL_WORDS[type].closeAccount, { number })

/** Why a pool's balance changed. */
export const movementWord = (reason: PoolMovementReason): string => t(MOVEMENT_WORDS[reason])
