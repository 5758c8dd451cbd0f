// The SPEC §5 password rule, as the server enforces it on register and reset. The console forms use
// the same predicates through src/lib/validation, so a password the form accepts the API accepts.
import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from './constants.ts'

export const PASSWORD_SPECIALS = '!@#$%&*()'

export function isPasswordLongEnough(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH
}

export function isPasswordStrong(value: string): boolean {
  return /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[!@#$%&*()]/.test(value)
}

export const passwordTooShortMessage = (field: string) => `${field} is too short, you want to get hacked?`
export const passwordWeakMessage = (field: string) =>
  `Your ${field} must contain at least one uppercase, one lowercase, one special character and one digit`

export const PasswordSchema = v.pipe(
  v.string(),
  v.maxLength(200, 'Password may not be longer than 200 characters'),
  v.check(isPasswordLongEnough, passwordTooShortMessage('Password')),
  v.check(isPasswordStrong, passwordWeakMessage('password')),
)

const Email = v.pipe(v.string(), v.trim(), v.email('The email field must be a valid email'), v.maxLength(254))
const Name = (label: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`The ${label} field is required`), v.maxLength(120, `The ${label} field may not be greater than 120 characters`))

export const RegisterSchema = v.pipe(
  v.strictObject({
    full_name: Name('full name'),
    company_name: Name('company name'),
    email: Email,
    phone: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 -]{7,20}$/, 'The phone field format is invalid'))),
    password: PasswordSchema,
    password_confirmation: v.string(),
  }),
  v.forward(
    v.partialCheck([['password'], ['password_confirmation']], (input) => input.password === input.password_confirmation, 'The password field confirmation does not match'),
    ['password_confirmation'],
  ),
)

export const ResetPasswordSchema = v.pipe(
  v.strictObject({
    token: v.pipe(v.string(), v.nonEmpty('The token field is required'), v.maxLength(2000)),
    password: PasswordSchema,
    password_confirmation: v.string(),
  }),
  v.forward(
    v.partialCheck([['password'], ['password_confirmation']], (input) => input.password === input.password_confirmation, 'The password field confirmation does not match'),
    ['password_confirmation'],
  ),
)
