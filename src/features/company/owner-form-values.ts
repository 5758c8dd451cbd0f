// The business owner form's values, the payload they become and their check with the contract's schemas.
// An owner's IC number reaches the form only when the viewer may see it: an admin edits a masked owner with
// the number left empty, and the server keeps it.
import { t } from '@/i18n/i18n.ts'
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import {
  BusinessOwnerCreateSchema,
  BusinessOwnerUpdateSchema,
  OWNER_DOCUMENTS_MAX,
  ownerProblems,
  type BusinessOwner,
  type BusinessOwnerInput,
  type OwnerRole,
} from '@/contract/business-owners.ts'
import type { IdType } from '@/contract/company-ids.ts'
import type { Locale } from '@/contract/messages.ts'

export interface OwnerFormValues {
  full_name: string
  role: OwnerRole
  id_type: IdType
  id_number: string
  nationality: string
  share_percentage: string
  document_image_ids: string[]
}

export const OWNER_FIELDS = [
  'full_name',
  'role',
  'id_type',
  'id_number',
  'nationality',
  'share_percentage',
  'document_image_ids',
  ...Array.from({ length: OWNER_DOCUMENTS_MAX }, (_, index) => `document_image_ids.${index}`),
]

/** A new owner's values: a Malaysian shareholder with a MyKad, the nationality written in the reader's words
 *  (the merchant's own free text, kept as entered). */
export const emptyOwner = (): OwnerFormValues => ({
  full_name: '',
  role: 'shareholder',
  id_type: 'nric',
  id_number: '',
  nationality: t('Malaysian'),
  share_percentage: '',
  document_image_ids: [],
})

export function ownerToForm(owner: BusinessOwner): OwnerFormValues {
  return {
    full_name: owner.full_name,
    role: owner.role,
    id_type: owner.id_type,
    id_number: owner.id_number_masked ? '' : owner.id_number,
    nationality: owner.nationality,
    share_percentage: String(owner.share_percentage),
    document_image_ids: owner.documents.map((document) => document.id),
  }
}

/** "" is 0%; anything not a number stays text so the check says so. */
const percent = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()))

/** The payload; without an id number (a masked owner left as it is) the server keeps the one it has. */
export function ownerPayload(values: OwnerFormValues): BusinessOwnerInput {
  return {
    full_name: values.full_name.trim(),
    role: values.role,
    id_type: values.id_type,
    id_number: values.id_number.trim(),
    nationality: values.nationality.trim(),
    share_percentage: percent(values.share_percentage),
    document_image_ids: values.document_image_ids,
  }
}

export function ownerUpdatePayload(values: OwnerFormValues) {
  const { id_number, ...rest } = ownerPayload(values)
  return id_number === '' ? rest : { ...rest, id_number }
}

/**
 * The contract's owner check, in the form's language; `keepsIdNumber` when a masked number is left as it is.
 */
export function validateOwner(values: OwnerFormValues, locale: Locale, keepsIdNumber: boolean): FieldErrors {
  if (!keepsIdNumber) return schemaErrors(BusinessOwnerCreateSchema, ownerPayload(values), locale)
  const payload = ownerUpdatePayload(values)
  const errors = schemaErrors(BusinessOwnerUpdateSchema, payload, locale)
  // The number is the server's to check; the role and share rule is checked here too.
  const share = ownerProblems(
    {
      role: values.role,
      id_type: 'passport',
      id_number: 'KEPT00',
      share_percentage: percent(values.share_percentage),
    },
    new Date(),
  ).share_percentage
  return share && !errors.share_percentage ? { ...errors, share_percentage: share } : errors
}
