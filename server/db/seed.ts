// Seeds a fresh database with the sandbox demo: four logins, plans, customers, 60 days of payments
// posted to the ledger, and a demo catalogue sold by the demo store. Runs once: a database that has
// users already is left alone.
import { count } from 'drizzle-orm'
import type { Deps } from '../deps.ts'
import { hashPassword } from '../services/auth/passwords.ts'
import { ROLE_IDS, ROLES } from '../services/accounts/roles.ts'
import { insertUser } from '../services/accounts/members.ts'
import { feeFor } from '../services/fees.ts'
import { seedCatalogue } from '../services/catalogue/demo.ts'
import { postPayment } from '../services/ledger.ts'
import { settlementDueAt } from '../services/money-out/schedule.ts'
import { ensureSettlementRun, settleBetween } from '../services/money-out/settlements.ts'
import { seedStore } from '../services/stores/demo.ts'
import { seedCompany } from '../services/company/demo.ts'
import { seedPages } from '../services/content/demo.ts'
import { seedDiscounts } from '../services/discounts/demo.ts'
import { seedTeam } from '../services/team/demo.ts'
import { seedIntroducer } from '../services/introducer/demo.ts'
import { seedPaymentSettings } from '../services/payment-settings/demo.ts'
import { ensureSubscriptionCheck } from '../services/subscriptions/payments.ts'
import { addPeriod } from '../services/subscriptions/periods.ts'
import { seedAuditLog } from '../services/admin/seed-audit.ts'
import {
  accounts,
  accountUsers,
  customers,
  paymentRecords,
  roles,
  subscriptionHistories,
  subscriptionPlans,
  subscriptions,
  users,
} from './schema/index.ts'
import {
  CHANNELS_FOR_SEED,
  CUSTOMER_NAMES,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PLANS,
  STATES_FOR_SEED,
} from './seed-data.ts'

/** Deterministic pseudo-random numbers, so every fresh sandbox looks the same. */
function mulberry32(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function seedIfEmpty(deps: Deps): Promise<boolean> {
  const { db, clock } = deps
  const [existing] = await db.select({ n: count() }).from(users)
  if ((existing?.n ?? 0) > 0) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx }
    await tx
      .insert(roles)
      .values([...ROLES])
      .onConflictDoNothing()
    const [starter, , pro] = await tx
      .insert(subscriptionPlans)
      .values([...DEMO_PLANS])
      .returning({ id: subscriptionPlans.id })

    const accountIds: Record<string, string> = {}
    const userIds: Record<string, string> = {}
    for (const login of [...DEMO_LOGINS].reverse()) {
      const [account] = await tx
        .insert(accounts)
        .values({
          type: login.type,
          name: login.account,
          email: login.email,
          phone: '+60 3-2181 0000',
          introducer_account_id:
            login.email === 'merchant@niaga.test' ? (accountIds['introducer@niaga.test'] ?? null) : null,
        })
        .returning({ id: accounts.id })
      const userId = await insertUser(
        { ...deps, db: tx },
        { email: login.email, full_name: login.full_name, password_hash: passwordHash },
      )
      await tx
        .insert(accountUsers)
        .values({ account_id: account!.id, user_id: userId, role_id: ROLE_IDS.owner, is_default: true })
      accountIds[login.email] = account!.id
      userIds[login.email] = userId
    }
    const merchant1 = accountIds['merchant@niaga.test']!
    // The introducer's referral code, readable for the demo; its commission on merchant@'s settled payments
    // is posted by the settlement runs below, and it has a verified bank account to pay it out to.
    await seedIntroducer(txDeps, accountIds['introducer@niaga.test']!)
    const merchant2 = accountIds['merchant2@niaga.test']!
    // Admin › Audit log: the admin opened the demo merchants' accounts (docs/admin.md).
    const adminLogin = DEMO_LOGINS.find((login) => login.type === 'admin')!
    await seedAuditLog(
      txDeps,
      {
        userId: userIds[adminLogin.email]!,
        email: adminLogin.email,
        accountId: accountIds[adminLogin.email]!,
        accountName: adminLogin.account,
      },
      DEMO_LOGINS.filter((login) => login.type === 'merchant').map((login) => ({
        id: accountIds[login.email]!,
        name: login.account,
      })),
    )
    // Its staff member and viewer, a pending invitation and notification settings (Settings › Team, ›
    // Notifications).
    await seedTeam(txDeps, merchant1, userIds['merchant@niaga.test']!, passwordHash)
    // The first merchant is a week into a year of Pro; the second a week into a month of free Starter, which
    // renews by itself. The clock renews both (sandbox/clock/advance).
    const periodStart = new Date(clock.now().getTime() - 7 * 86_400_000)
    for (const [accountId, planId, period, price] of [
      [merchant1, pro!.id, 'yearly', DEMO_PLANS[2].yearly_price_sen],
      [merchant2, starter!.id, 'monthly', 0],
    ] as const) {
      const periodEnd = addPeriod(periodStart, period)
      const dates = {
        started_at: periodStart,
        current_period_start: periodStart,
        current_period_end: periodEnd,
        created_at: periodStart,
        updated_at: periodStart,
      }
      await tx
        .insert(subscriptions)
        .values({ account_id: accountId, plan_id: planId, time_period: period, ...dates })
      await tx.insert(subscriptionHistories).values({
        account_id: accountId,
        plan_id: planId,
        time_period: period,
        kind: 'new',
        status: 'paid',
        amount_sen: price,
        period_start: periodStart,
        period_end: periodEnd,
        paid_at: periodStart,
        created_at: periodStart,
        updated_at: periodStart,
        note: 'Sandbox demo subscription',
      })
      await ensureSubscriptionCheck(txDeps, accountId, periodEnd)
    }

    const random = mulberry32(2026)
    const now = clock.now()
    for (const [accountId, names, payments] of [
      [merchant1, CUSTOMER_NAMES, 140],
      [merchant2, CUSTOMER_NAMES.slice(0, 5), 12],
    ] as const) {
      const created = await tx
        .insert(customers)
        .values(
          names.map((name, i) => ({
            account_id: accountId,
            name,
            email: `${name.split(' ')[0]!.toLowerCase()}.${i + 1}@example.my`,
            phone: `+60 1${Math.floor(random() * 9)}-${String(Math.floor(random() * 9_000_000) + 1_000_000)}`,
            state: STATES_FOR_SEED[i % STATES_FOR_SEED.length]!,
            created_at: new Date(now.getTime() - (names.length - i) * 2 * 86_400_000),
          })),
        )
        .returning({ id: customers.id, name: customers.name, email: customers.email })
      for (let i = 0; i < payments; i++) {
        const customer = created[Math.floor(random() * created.length)]!
        const channel = CHANNELS_FOR_SEED[Math.floor(random() * CHANNELS_FOR_SEED.length)]!
        // Mostly everyday amounts, a few large invoices; some today so the day view is not empty.
        const amount =
          Math.round((random() < 0.9 ? 1000 + random() * 40_000 : 50_000 + random() * 450_000) / 5) * 5
        const ageMs = i < 6 ? random() * 6 * 3600_000 : random() * 60 * 86_400_000
        const paidAt = new Date(now.getTime() - ageMs)
        const status = random() < 0.08 ? 'failed' : 'paid'
        const fee = status === 'paid' ? feeFor(channel, amount) : 0
        const invoiceNo = `NGA${paidAt.getTime().toString(36).toUpperCase()}${String(i).padStart(3, '0')}${accountId.slice(0, 4).toUpperCase()}`
        await tx.insert(paymentRecords).values({
          account_id: accountId,
          customer_id: customer.id,
          invoice_no: invoiceNo,
          channel,
          status,
          amount_sen: amount,
          fee_sen: fee,
          payer_name: customer.name,
          payer_email: customer.email,
          paid_at: status === 'paid' ? paidAt : null,
          settle_due_at: status === 'paid' ? settlementDueAt(channel, paidAt) : null,
          created_at: paidAt,
          updated_at: paidAt,
        })
        if (status !== 'paid') continue
        await postPayment(txDeps, accountId, invoiceNo, amount, fee, paidAt)
      }
    }
    // The history settles as the schedule would have, one business day's run after another: older payments
    // are available, recent ones still pending.
    await settleBetween(txDeps, new Date(now.getTime() - 61 * 86_400_000), now)
    await ensureSettlementRun(txDeps, now)
    // The demo storefront (storespublic/niaga-demo) sells the demo catalogue.
    const catalogue = await seedCatalogue(txDeps, merchant1)
    const demoStoreId = await seedStore(txDeps, merchant1, catalogue.productIds)
    // Its discount codes (WELCOME10, RM5OFF, and an expired one).
    await seedDiscounts(txDeps, merchant1, demoStoreId)
    // Its terms, privacy and refund policy, linked from the store's footer and the payment pages.
    await seedPages(txDeps, merchant1)
    // Its payment settings, support details and share settings (success fields seeded off).
    await seedPaymentSettings(txDeps, merchant1)
    // Its company information (with the store's logo) and two owners holding 90% of the shares.
    await seedCompany(txDeps, merchant1)
  })
  return true
}
