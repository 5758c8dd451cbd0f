// A referral code: what an introducer gives merchants to type when they register (jwt/register
// `referral_code`), so the new merchant is linked to that introducer (docs/introducer-portal.md).
// A module of its own so the registration form does not load the whole introducer contract.
import * as v from 'valibot'

/** 4 to 20 letters and digits; typed in any case and with spaces around, stored in capitals. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,20}$/

/** The register body's field that carries the code. */
export const REFERRAL_CODE_FIELD = 'referral_code'

export const REFERRAL_CODE_FORMAT_MESSAGE = 'A referral code is 4 to 20 letters and digits'
/** Answered (4000, breakdown.referral_code) when no introducer has the code: never silently ignored. */
export const UNKNOWN_REFERRAL_CODE_MESSAGE =
  'No introducer has this referral code; check it with your introducer or leave it empty'

/** Optional on registration: empty text counts as left out. */
export const ReferralCodeInputSchema = v.optional(
  v.pipe(
    v.string('The referral code must be text'),
    v.trim(),
    v.toUpperCase(),
    v.check((code) => code === '' || REFERRAL_CODE_PATTERN.test(code), REFERRAL_CODE_FORMAT_MESSAGE),
    v.transform((code) => (code === '' ? undefined : code)),
  ),
)
