// Users of an account and accounts themselves (SPEC §7 Users and accounts).
import * as v from 'valibot'
import { ACCOUNT_TYPES } from './constants.ts'
import { CONSOLE_LANGUAGES } from './languages.ts'
import { optionalPhone, recordStatus, requiredText } from './fields.ts'
import { PasswordSchema } from './password.ts'
import { ROLE_CODES } from './roles.ts'

export { ROLE_CODES }
const roleCode = v.picklist(ROLE_CODES, `The role is one of: ${ROLE_CODES.join(', ')}`)
const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email('The email field must be a valid email'),
  v.maxLength(254),
)

export const UserCreateSchema = v.strictObject({
  full_name: requiredText('full name'),
  email,
  phone: optionalPhone(),
  role_code: roleCode,
  password: PasswordSchema,
})

/**
 * record_status_id 2 deactivates the member in the caller's account, 1 reactivates (src/contract/team.ts).
 */
export const UserUpdateSchema = v.strictObject({
  full_name: v.optional(requiredText('full name')),
  phone: optionalPhone(),
  role_code: v.optional(roleCode),
  record_status_id: recordStatus,
})

export const MeUpdateSchema = v.strictObject({
  full_name: v.optional(requiredText('full name')),
  phone: optionalPhone(),
  /** The console's language, kept for the user on every device (src/contract/languages.ts). */
  language: v.optional(v.picklist(CONSOLE_LANGUAGES, 'The language is en (English) or ms (Bahasa Melayu)')),
})

export const UserOpenSchema = v.strictObject({ email })

export const MemberSchema = v.object({
  id: v.string(),
  email: v.string(),
  username: v.string(),
  full_name: v.string(),
  phone: v.nullable(v.string()),
  /** 1 while the member may use the account, 2 once deactivated in it (or the login itself is off). */
  record_status_id: v.number(),
  role_code: v.string(),
  role_name: v.string(),
  /** Membership of this account: a deactivated member cannot log in to or switch into it. */
  status: v.picklist(['active', 'deactivated']),
  joined_at: v.string(),
})
export type Member = v.InferOutput<typeof MemberSchema>

export const AccountCreateSchema = v.strictObject({
  type: v.picklist(ACCOUNT_TYPES),
  name: requiredText('name'),
  email: v.optional(email),
  phone: optionalPhone(),
  introducer_account_id: v.optional(v.pipe(v.string(), v.uuid('Invalid id'))),
})

export const AccountUpdateSchema = v.strictObject({
  name: v.optional(requiredText('name')),
  phone: optionalPhone(),
  record_status_id: recordStatus,
})

export const AccountMemberAddSchema = v.strictObject({ email, role_code: roleCode })
