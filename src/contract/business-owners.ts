// Business owners (SPEC §7 Users and accounts: GET, POST, PUT, DELETE business-owner-details; SPEC §2
// /business-owner-details/...): the directors and shareholders of the merchant's business, as a payments
// provider asks for them (know-your-customer). SPEC shows no fields; these are Niaga's:
//
// - role: director, shareholder or both. A shareholder (or both) holds more than 0%; a director alone holds
//   0%.
// - share_percentage: 0 to 100 with at most 2 decimals. The shares of all the account's owners together may
//   not exceed 100%: a create or change that would passes answers 4000 on share_percentage naming what
//   remains ("Only 40.00% of the shares remain…"), checked in the same transaction as the write.
// - id_type nric (Malaysian MyKad) or passport, and id_number:
//     * NRIC: 12 digits YYMMDD-PB-#### (dashes and spaces optional, stored with dashes): a date of birth that
//       exists and is not in the future (the century is the later one that is not in the future), and a
//       place-of-birth code MyKad numbers use (company-ids.ts isBirthPlaceCode);
//     * passport: 6 to 12 letters and digits (spaces dropped, letters capitalised).
//   One person once per account: the same id again answers 4090.
// - The id number is answered in full to the account's owners (role owner) only; every other role (and API
//   keys) reads it masked, ******-**-1234 (id_number_masked: true). A change that leaves id_number out
//   keeps it.
// - nationality: text, e.g. Malaysian.
// - document_image_ids: up to 10 of the account's library images (IC or passport scans, uploaded through
//   POST cdn/upload); a document deleted from the library drops out of the list.
// Writes need the 'settings' permission (owners, admins); every member may read.
import * as v from 'valibot'
import { idNumberProblem, ID_TYPES, normaliseIdNumber, type IdType } from './company-ids.ts'
import { listOf, pageOf } from './envelope.ts'
import { requiredText } from './fields.ts'
import { message } from './messages.ts'

export const OWNER_ROLES = ['director', 'shareholder', 'both'] as const
export type OwnerRole = (typeof OWNER_ROLES)[number]
export const OWNER_ROLE_LABELS: Record<OwnerRole, string> = {
  director: 'Director',
  shareholder: 'Shareholder',
  both: 'Director and shareholder',
}
export const ID_TYPE_LABELS: Record<IdType, string> = { nric: 'MyKad (NRIC)', passport: 'Passport' }
export const OWNER_DOCUMENTS_MAX = 10

/** A percentage in hundredths (basis points), as the database keeps it. */
export const percentToHundredths = (percent: number) => Math.round(percent * 100)
export const formatPercent = (hundredths: number) => `${(hundredths / 100).toFixed(2)}%`

export const SharePercentageSchema = v.pipe(
  v.number('The share percentage must be a number'),
  v.minValue(0, 'The share percentage must be between 0 and 100'),
  v.maxValue(100, 'The share percentage must be between 0 and 100'),
  v.check(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    'The share percentage may have at most 2 decimals',
  ),
)

interface OwnerShape {
  role: OwnerRole
  id_type: IdType
  id_number: string
  share_percentage: number
}

/** The rules between fields, on a whole owner (a change is merged with the record first): field → message. */
export function ownerProblems(owner: OwnerShape, today: Date): Record<string, string> {
  const problems: Record<string, string> = {}
  const idProblem = idNumberProblem(owner.id_type, owner.id_number, today)
  if (idProblem) problems.id_number = idProblem
  if (owner.role === 'director' && owner.share_percentage !== 0)
    problems.share_percentage =
      'A director alone holds no shares; choose "both" for a director who is also a shareholder'
  if (owner.role !== 'director' && owner.share_percentage <= 0)
    problems.share_percentage = 'A shareholder holds more than 0% of the shares'
  return problems
}

const entries = {
  full_name: requiredText('full name', 150),
  role: v.picklist(OWNER_ROLES, 'The role is director, shareholder or both'),
  id_type: v.picklist(ID_TYPES, 'The IC type is nric or passport'),
  id_number: v.pipe(
    v.string(message('text', { field: 'IC/passport number' })),
    v.trim(),
    v.nonEmpty(message('required', { field: 'IC/passport number' })),
    v.maxLength(20, 'The IC/passport number may not be greater than 20 characters'),
  ),
  nationality: requiredText('nationality', 60),
  share_percentage: v.optional(SharePercentageSchema, 0),
  document_image_ids: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string('A document must be an image id'), v.uuid('A document must be an image id')),
        'Documents are a list of image ids',
      ),
      v.maxLength(OWNER_DOCUMENTS_MAX, `At most ${OWNER_DOCUMENTS_MAX} documents`),
    ),
    [],
  ),
}

/** Puts each of ownerProblems' messages under its field, as the server's breakdown would. */
const ownerRules = <T extends OwnerShape>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const owner = dataset.value
    for (const [key, text] of Object.entries(ownerProblems(owner, new Date()))) {
      const input = owner as Record<string, unknown>
      addIssue({ message: text, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] })
    }
  })

export const BusinessOwnerCreateSchema = v.pipe(
  v.strictObject(entries),
  ownerRules(),
  v.transform((owner) => ({ ...owner, id_number: normaliseIdNumber(owner.id_type, owner.id_number) })),
)
export type BusinessOwnerInput = v.InferInput<typeof BusinessOwnerCreateSchema>

/** Any subset; the merged owner is checked with ownerProblems and the share total on the server. */
export const BusinessOwnerUpdateSchema = v.partial(v.strictObject(entries))
export type BusinessOwnerUpdate = v.InferInput<typeof BusinessOwnerUpdateSchema>

export const OwnerDocumentSchema = v.object({
  id: v.string(),
  file_name: v.string(),
  url: v.string(),
  thumb_url: v.string(),
})

export const BusinessOwnerSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  role: v.picklist(OWNER_ROLES),
  id_type: v.picklist(ID_TYPES),
  /** In full for owners; ******-**-1234 for every other role. */
  id_number: v.string(),
  id_number_masked: v.boolean(),
  nationality: v.string(),
  share_percentage: v.number(),
  documents: listOf(OwnerDocumentSchema, OWNER_DOCUMENTS_MAX),
  created_at: v.string(),
  updated_at: v.string(),
})
export type BusinessOwner = v.InferOutput<typeof BusinessOwnerSchema>

/** The list adds how much of the shares the owners hold together. */
export const BusinessOwnerListSchema = v.object({
  list: v.object({
    ...pageOf(BusinessOwnerSchema).entries,
  }),
  allocated_percentage: v.number(),
  remaining_percentage: v.number(),
})
export type BusinessOwnerList = v.InferOutput<typeof BusinessOwnerListSchema>
