// The bank account form's values, the payload they become (an edit sends only what changed: the server takes
// verification away when the bank, number or holder changes) and its check with the contract's schemas.
import type { BankAccountUpdate } from '@/api/banks.ts'
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import {
  BankAccountCreateSchema,
  BankAccountUpdateSchema,
  type BankAccount,
  type BankAccountInput,
} from '@/contract/banks.ts'
import type { Locale } from '@/contract/messages.ts'

export interface BankAccountFormValues {
  bank_code: string
  account_number: string
  holder_name: string
  active: boolean
}

export const BANK_ACCOUNT_FIELDS = ['bank_code', 'account_number', 'holder_name', 'record_status_id'] as const

export const EMPTY_BANK_ACCOUNT: BankAccountFormValues = {
  bank_code: '',
  account_number: '',
  holder_name: '',
  active: true,
}

export function bankAccountToForm(account: BankAccount): BankAccountFormValues {
  return {
    bank_code: account.bank_code,
    account_number: account.account_number,
    holder_name: account.holder_name,
    active: account.record_status_id === 1,
  }
}

export function newBankAccountPayload(values: BankAccountFormValues): BankAccountInput {
  return {
    bank_code: values.bank_code,
    account_number: values.account_number,
    holder_name: values.holder_name,
  }
}

/** Digits only, as the server keeps the number: "1111-2222 33" is no change from "1111222233". */
const digits = (text: string) => text.replace(/[\s-]/g, '')

/** Only the fields that differ from the account. */
export function bankAccountChanges(account: BankAccount, values: BankAccountFormValues): BankAccountUpdate {
  const changes: BankAccountUpdate = {}
  if (values.bank_code !== account.bank_code) changes.bank_code = values.bank_code
  if (digits(values.account_number) !== account.account_number) changes.account_number = values.account_number
  if (values.holder_name.trim() !== account.holder_name) changes.holder_name = values.holder_name
  const status = values.active ? 1 : 2
  if (status !== account.record_status_id) changes.record_status_id = status
  return changes
}

/** Verification goes when the bank, number or holder changes; the form warns before it does. */
export const changesVerification = (changes: BankAccountUpdate): boolean =>
  changes.bank_code !== undefined || changes.account_number !== undefined || changes.holder_name !== undefined

export function validateBankAccount(
  account: BankAccount | null,
  values: BankAccountFormValues,
  locale: Locale,
): FieldErrors {
  return account
    ? schemaErrors(BankAccountUpdateSchema, bankAccountChanges(account, values), locale)
    : schemaErrors(BankAccountCreateSchema, newBankAccountPayload(values), locale)
}
