// The SPEC §5 password rule, as the server enforces it on register and reset and the forms check it.
import * as v from 'valibot'
import { optionalPhone, requiredText } from './fields.ts'
import { message } from './messages.ts'
import { ReferralCodeInputSchema } from './referral.ts'
import { confirmedMessage, password, required } from './rules.ts'

export const PasswordSchema = v.pipe(
  v.string(message('text', { field: 'password' })),
  v.maxLength(200, message('max', { field: 'password', length: 200 })),
  required('password'),
  ...password(),
)

const Email = v.pipe(
  v.string(message('text', { field: 'email' })),
  v.trim(),
  v.email(message('email', { field: 'email' })),
  v.maxLength(254),
)

/** "The password field confirmation does not match", under the confirmation; empty says it is required. */
const Confirmation = v.pipe(
  v.string(message('text', { field: 'password confirmation' })),
  required('password confirmation'),
)

const PasswordEntries = { password: PasswordSchema, password_confirmation: Confirmation }
const PASSWORD_PATHS: [['password'], ['password_confirmation']] = [['password'], ['password_confirmation']]
const sameTwice = (input: { password: string; password_confirmation: string }) =>
  input.password === input.password_confirmation
// valibot types partialCheck per object, so each schema below names its own (the same) confirmation check.

export const RegisterSchema = v.pipe(
  v.strictObject({
    full_name: requiredText('full name'),
    company_name: requiredText('company name'),
    email: Email,
    phone: optionalPhone(),
    /**
     * An introducer's referral code (src/contract/referral.ts): links the new merchant to that introducer.
     */
    referral_code: ReferralCodeInputSchema,
    ...PasswordEntries,
  }),
  v.forward(v.partialCheck(PASSWORD_PATHS, sameTwice, confirmedMessage('password')), [
    'password_confirmation',
  ]),
)

export const ResetPasswordSchema = v.pipe(
  v.strictObject({ token: v.pipe(v.string(), required('token'), v.maxLength(2000)), ...PasswordEntries }),
  v.forward(v.partialCheck(PASSWORD_PATHS, sameTwice, confirmedMessage('password')), [
    'password_confirmation',
  ]),
)

/** A new password and its confirmation, as the reset form has them (the token comes from the link). */
export const NewPasswordSchema = v.pipe(
  v.strictObject(PasswordEntries),
  v.forward(v.partialCheck(PASSWORD_PATHS, sameTwice, confirmedMessage('password')), [
    'password_confirmation',
  ]),
)
