// The sandbox's introducer (introducer@niaga.test, "Rakan Niaga Referral"): a readable referral code and a
// verified bank account, so its portal can pay the seeded commission out. The commission itself is posted by
// the seed's settlement runs, as for any referred merchant (server/services/introducer/commission.ts).
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import type { Providers } from '../../deps.ts'
import { createBankAccount, verifyBankAccount } from '../money-out/bank-accounts.ts'
import { ensureReferralCode } from './referral.ts'

export const DEMO_REFERRAL_CODE = 'RAKAN2026'

export async function seedIntroducer(
  db: Db,
  providers: Providers,
  introducerId: string,
  clock: Clock,
): Promise<void> {
  const now = clock.now()
  await ensureReferralCode(db, introducerId, now, DEMO_REFERRAL_CODE)
  // 1111222233 verifies at the sandbox bank (src/contract/banks.ts).
  const bank = await createBankAccount(db, introducerId, now, {
    bank_code: 'MBBEMYKL',
    account_number: '1111222233',
    holder_name: 'Rakan Niaga Referral',
  })
  await verifyBankAccount(db, providers, introducerId, bank.id, now)
}
