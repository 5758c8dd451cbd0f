// The merchant's payout bank accounts (SPEC §7: GET and POST banks, PUT banks/{id}; verify-bank-account).
// Anyone in the account can see them; only owners and administrators change where money is paid.
import {
  BankAccountCreateSchema,
  BankAccountSchema,
  BankAccountUpdateSchema,
  VerifyBankAccountSchema,
} from '../../src/contract/banks.ts'
import { dateRangeEntries, listQuerySchema } from '../http/list-query.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import {
  bankAccountView,
  createBankAccount,
  findBankAccount,
  listBankAccounts,
  updateBankAccount,
  verifyBankAccount,
} from '../services/money-out/bank-accounts.ts'

export const bankRoutes = defineRoutes(
  {
    tag: 'Money out',
    access: 'merchant',
    permission: 'settings',
    // An introducer adds the bank account its commission is paid out to (docs/introducer-portal.md).
    introducers: true,
  },
  (r) => {
    r.records({
      id: 'banks',
      path: '/banks',
      label: 'Bank account',
      row: BankAccountSchema,
      list: {
        summary:
          'The account’s payout bank accounts; search by holder name or account number, sort by created_at or holder_name, filter by the dates they were added (dd-MM-yyyy)',
        query: listQuerySchema(['created_at', 'holder_name'] as const, 'created_at', dateRangeEntries),
        run: accountDeps(listBankAccounts),
      },
      get: {
        summary: 'One bank account',
        run: async (deps, caller, id) => bankAccountView(await findBankAccount(deps, caller.accountId, id)),
      },
      create: {
        summary:
          'Add a bank account (unverified until verify-bank-account says so; owners and administrators)',
        body: BankAccountCreateSchema,
        run: (deps, caller, body) => createBankAccount(deps, caller.accountId, body),
      },
      update: {
        summary:
          'Change a bank account; a new bank, number or holder name must be verified again (owners and administrators)',
        body: BankAccountUpdateSchema,
        run: (deps, caller, id, body) => updateBankAccount(deps, caller.accountId, id, body),
      },
    })

    r.add({
      id: 'banks.verify',
      method: 'post',
      path: '/payment-services/switch/verify-bank-account',
      summary:
        'Check a bank account with the bank (account-name enquiry). Answers 2000 with verification_status verified or failed and the bank’s reason. Sandbox: 1111222233 verifies, 2222333344 fails with a name mismatch, 9999000011 is closed; any other number verifies when the holder name matches the company name',
      body: VerifyBankAccountSchema,
      response: BankAccountSchema,
      handler: async ({ deps, caller, body }) => {
        const account = await verifyBankAccount(deps, caller.accountId, body.bank_account_id)
        return { data: account, description: account.verification_message ?? 'Checked' }
      },
    })
  },
)
