// Company information (SPEC §7 Settings CRUD: company-details, GET company-details/options/company-me,
// PUT company-details/info/{id}; SPEC §2 /info/...). SPEC shows no fields; these are Niaga's:
//
// - One record per account. A second POST answers 4090 "This account already has company details…" (change
//   the record with PUT instead). GET company-details lists it (0 or 1 rows), company-me answers it or null.
// - PUT company-details/{id} changes any field. PUT company-details/info/{id} changes only what payers read
//   (address, logo, support email and phone); the registration details (name, SSM, SST) are refused there.
// - SSM registration number, accepted in two forms (spaces dropped, letters capitalised):
//     * the 12-digit format SSM issues since 2019, YYYY EE NNNNNN: the registration year (1800 to this year),
//       the entity type EE — 01 local company (Sdn Bhd / Bhd), 02 foreign company, 03 business (sole
//       proprietor or partnership), 04 local LLP, 05 foreign LLP, 06 professional LLP — and a 6-digit serial
//       that is not 000000, e.g. 202001012345;
//     * the old format: a company number of 1 to 9 digits and its check letter (123456-A, 1234567-X,
//       001234567-W), a business number with a state prefix (JM0123456-X) or an LLP number (LLP0001234-LGN).
//   The answer names the entity type of a 12-digit number (entity_type).
// - SST registration number, optional: an office letter and 2, 4 and 8 digits, e.g. W10-1808-31234567
//   (spaces may stand for the dashes).
// - Address: line 1, optional line 2, a 5-digit postcode, the city and a Malaysian state (states.ts).
// - Logo: one of the account's library images (POST cdn/upload first). Deleting that image from the library
//   removes the logo.
// - Support email and support phone: at least one, so a payer can always reach the merchant.
// Writes need the 'settings' permission (owners, admins); every member may read.
// What payers see of it is public-merchant.ts.
import * as v from 'valibot'
import { optionalEmail, optionalPhone, optionalText, requiredText } from './fields.ts'
import { message } from './messages.ts'
import { normaliseSsm, readSsm, SST_MESSAGE, SST_PATTERN } from './company-ids.ts'
import { MALAYSIAN_STATE_NAMES } from './states.ts'
import { AddressSchema, type PublicAddress } from './public-merchant.ts'

export const COMPANY_EXISTS_MESSAGE =
  'This account already has company details. Change them with PUT company-details/{id} instead.'
export const SUPPORT_CONTACT_MESSAGE = 'Give a support email or a support phone, so payers can reach you'

const text = (field: string) => v.string(message('text', { field }))

export const SsmNumberSchema = v.pipe(
  text('SSM registration number'),
  v.transform(normaliseSsm),
  v.nonEmpty(message('required', { field: 'SSM registration number' })),
  v.maxLength(20, 'The SSM registration number may not be greater than 20 characters'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const reading = readSsm(dataset.value, new Date().getUTCFullYear())
    if (!reading.ok) addIssue({ message: reading.reason })
  }),
)

export const SstNumberSchema = v.optional(
  v.nullable(
    v.pipe(
      text('SST number'),
      // Letters in capitals; spaces may stand for the dashes ("W10 1808 31234567").
      v.transform((value) => value.trim().replace(/\s+/g, '-').toUpperCase()),
      v.check((value) => value === '' || SST_PATTERN.test(value), SST_MESSAGE),
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
)

export const AddressInputSchema = v.strictObject(
  {
    line1: requiredText('address line 1', 150),
    line2: optionalText('address line 2', 150),
    postcode: v.pipe(text('postcode'), v.trim(), v.regex(/^\d{5}$/, message('postcode'))),
    city: requiredText('city', 80),
    state: v.picklist(MALAYSIAN_STATE_NAMES, message('state')),
  },
  'The address is an object with line1, line2, postcode, city and state',
)

const logoImageId = v.optional(
  v.nullable(v.pipe(v.string('The logo must be an image id'), v.uuid('The logo must be an image id'))),
)

/** What payers read: PUT company-details/info/{id} changes these alone. */
const infoEntries = {
  address: AddressInputSchema,
  logo_image_id: logoImageId,
  support_email: optionalEmail('support email'),
  support_phone: optionalPhone('support phone'),
}

const entries = {
  registered_name: requiredText('registered name', 150),
  ssm_no: SsmNumberSchema,
  sst_no: SstNumberSchema,
  ...infoEntries,
}

type Contact = { support_email?: string | null | undefined; support_phone?: string | null | undefined }
/** At least one support contact (the merged record is checked again on every change). */
export const hasSupportContact = (c: Contact) => Boolean(c.support_email) || Boolean(c.support_phone)

export const CompanyCreateSchema = v.pipe(
  v.strictObject(entries),
  v.forward(
    v.partialCheck([['support_email'], ['support_phone']], hasSupportContact, SUPPORT_CONTACT_MESSAGE),
    ['support_email'],
  ),
)
export type CompanyInput = v.InferInput<typeof CompanyCreateSchema>

/** Any subset of the fields; the record they make must still have a support contact. */
export const CompanyUpdateSchema = v.partial(v.strictObject(entries))
export const CompanyInfoUpdateSchema = v.partial(
  v.strictObject(
    infoEntries,
    'Only address, logo_image_id, support_email and support_phone change here; registration details change with PUT company-details/{id}',
  ),
)

export const CompanySchema = v.object({
  id: v.string(),
  registered_name: v.string(),
  ssm_no: v.string(),
  /** The 12-digit format, or the old one. */
  ssm_format: v.picklist(['new', 'old']),
  /** The entity type digits 5–6 of a 12-digit SSM number name; null for the old format. */
  entity_type: v.nullable(v.string()),
  sst_no: v.nullable(v.string()),
  address: AddressSchema,
  logo_image_id: v.nullable(v.string()),
  logo_url: v.nullable(v.string()),
  support_email: v.nullable(v.string()),
  support_phone: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Company = v.InferOutput<typeof CompanySchema>
export type { PublicAddress }
