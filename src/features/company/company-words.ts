// The console's words for the codes of company information and business owners, in the merchant's language
// (src/locales/console). The contract keeps the API's English labels (src/contract/business-owners.ts,
// company-ids.ts); the console shows these instead, translated where shown.
import type { OwnerRole } from '@/contract/business-owners.ts'
import { SSM_ENTITY_TYPES, type IdType, type SsmEntityCode } from '@/contract/company-ids.ts'
import { t, type ConsoleText } from '@/i18n/i18n.ts'

const OWNER_ROLE_WORDS: Readonly<Record<OwnerRole, ConsoleText>> = {
  director: 'Director',
  shareholder: 'Shareholder',
  both: 'Director and shareholder',
}

const ID_TYPE_WORDS: Readonly<Record<IdType, ConsoleText>> = {
  nric: 'MyKad (NRIC)',
  passport: 'Passport',
}

const ENTITY_TYPE_WORDS: Readonly<Record<SsmEntityCode, ConsoleText>> = {
  '01': 'Local company (Sdn Bhd / Bhd)',
  '02': 'Foreign company',
  '03': 'Business (sole proprietor or partnership)',
  '04': 'Local limited liability partnership',
  '05': 'Foreign limited liability partnership',
  '06': 'Professional limited liability partnership',
}

export const ownerRoleWord = (role: OwnerRole): string => t(OWNER_ROLE_WORDS[role])

export const idTypeWord = (type: IdType): string => t(ID_TYPE_WORDS[type])

/** The entity type the API names for a 12-digit SSM number (its English label), in the reader's words; null
 *  (an old-format number) reads as such. */
export function entityTypeWord(entityType: string | null): string {
  if (entityType === null) return t('Old-format registration number')
  const code = (Object.keys(SSM_ENTITY_TYPES) as SsmEntityCode[]).find(
    (key) => SSM_ENTITY_TYPES[key] === entityType,
  )
  return code ? t(ENTITY_TYPE_WORDS[code]) : entityType
}
