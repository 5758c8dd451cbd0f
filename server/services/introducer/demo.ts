// The sandbox's introducer (introducer@niaga.test, "Rakan Niaga Referral"): a readable referral code and a
// verified bank account, so its portal can pay the seeded commission out. The commission itself is posted by
// the seed's settlement runs, as for any referred merchant (server/services/introducer/commission.ts).
import { createBankAccount, verifyBankAccount } from '../money-out/bank-accounts.ts'
import { ensureReferralCode } from './referral.ts'
import type { Deps } from '../../deps.ts'

export const DEMO_REFERRAL_CODE = 'RAKAN2026'

export async function seedIntroducer(deps: Deps, introducerId: string): Promise<void> {
  await ensureReferralCode(deps, introducerId, DEMO_REFERRAL_CODE)
  // 1111222233 verifies at the sandbox bank (src/contract/banks.ts).
  const bank = await createBankAccount(deps, introducerId, {
    bank_code: 'MBBEMYKL',
    account_number: '1111222233',
    holder_name: 'Rakan Niaga Referral',
  })
  await verifyBankAccount(deps, introducerId, bank.id)
}
