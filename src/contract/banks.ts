// The merchant's bank accounts for payouts (SPEC §7: GET/POST banks, PUT banks/{id}, verify-bank-account).
// SPEC shows no fields; these are Niaga's. Only a verified account receives payouts.
import * as v from 'valibot'
import { requiredText } from './fields.ts'

/** Malaysian banks a payout can go to: the bank's SWIFT code is its id. */
export const MALAYSIAN_BANKS = [
  { code: 'MBBEMYKL', name: 'Maybank' },
  { code: 'CIBBMYKL', name: 'CIMB Bank' },
  { code: 'PBBEMYKL', name: 'Public Bank' },
  { code: 'RHBBMYKL', name: 'RHB Bank' },
  { code: 'HLBBMYKL', name: 'Hong Leong Bank' },
  { code: 'ARBKMYKL', name: 'AmBank' },
  { code: 'BIMBMYKL', name: 'Bank Islam' },
  { code: 'BKRMMYKL', name: 'Bank Rakyat' },
  { code: 'BSNAMYK1', name: 'Bank Simpanan Nasional' },
  { code: 'AFBQMYKL', name: 'Affin Bank' },
  { code: 'MFBBMYKL', name: 'Alliance Bank' },
  { code: 'HBMBMYKL', name: 'HSBC Bank Malaysia' },
  { code: 'OCBCMYKL', name: 'OCBC Bank Malaysia' },
  { code: 'SCBLMYKX', name: 'Standard Chartered Malaysia' },
  { code: 'UOVBMYKL', name: 'UOB Malaysia' },
  { code: 'BMMBMYKL', name: 'Bank Muamalat' },
  { code: 'AGOBMYKL', name: 'Agrobank' },
] as const
export const BANK_CODES = MALAYSIAN_BANKS.map((bank) => bank.code) as unknown as readonly [
  string,
  ...string[],
]
export const bankName = (code: string) => MALAYSIAN_BANKS.find((bank) => bank.code === code)?.name ?? code

/**
 * Sandbox account numbers with a fixed verification answer (docs/money-out.md). Any other number verifies
 * when the holder name matches the company's registered name.
 */
export const SANDBOX_BANK_ACCOUNTS = {
  verifies: '1111222233',
  nameMismatch: '2222333344',
  closed: '9999000011',
} as const

export const VERIFICATION_STATUSES = ['unverified', 'verified', 'failed'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

/** Digits only once spaces and dashes are taken out; Malaysian account numbers run 7 to 17 digits. */
const accountNumber = v.pipe(
  v.string('The account number field must be text'),
  v.transform((text) => text.replace(/[\s-]/g, '')),
  v.nonEmpty('The account number field is required'),
  v.regex(/^\d{7,17}$/, 'The account number must be 7 to 17 digits'),
)

export const BankAccountCreateSchema = v.strictObject({
  bank_code: v.picklist(BANK_CODES, 'Choose a bank from the list'),
  account_number: accountNumber,
  holder_name: requiredText('holder name', 100),
})
export type BankAccountInput = v.InferInput<typeof BankAccountCreateSchema>

/** Changing the bank, number or holder name takes the verification away: the new details are checked anew. */
export const BankAccountUpdateSchema = v.strictObject({
  ...v.partial(BankAccountCreateSchema).entries,
  record_status_id: v.optional(v.picklist([1, 2], 'Status is 1 (active) or 2 (inactive)')),
})

export const VerifyBankAccountSchema = v.strictObject({
  bank_account_id: v.pipe(v.string('Choose a bank account'), v.uuid('Choose a bank account')),
})

export const BankAccountSchema = v.object({
  id: v.string(),
  bank_code: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  /** The number as shown in lists: the last four digits only. */
  account_number_masked: v.string(),
  holder_name: v.string(),
  verified: v.boolean(),
  verification_status: v.picklist(VERIFICATION_STATUSES),
  verification_message: v.nullable(v.string()),
  verified_at: v.nullable(v.string()),
  record_status_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type BankAccount = v.InferOutput<typeof BankAccountSchema>
