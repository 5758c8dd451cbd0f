// Malaysian registration and identity numbers, as pure checks shared by the forms and the server: SSM
// company/business numbers, SST registration numbers, MyKad (NRIC) numbers and passports, and how an IC
// number is masked for everyone but an account's owners. What each accepts is documented in company.ts
// (SSM, SST) and business-owners.ts (NRIC, passport).

/** SSM entity codes of the 12-digit format (YYYY EE NNNNNN), as SSM assigns them since 2019. */
export const SSM_ENTITY_TYPES = {
  '01': 'Local company (Sdn Bhd / Bhd)',
  '02': 'Foreign company',
  '03': 'Business (sole proprietor or partnership)',
  '04': 'Local limited liability partnership',
  '05': 'Foreign limited liability partnership',
  '06': 'Professional limited liability partnership',
} as const
export type SsmEntityCode = keyof typeof SSM_ENTITY_TYPES

/** The oldest registration year a 12-digit number can carry (SSM gave old entities their original year). */
export const SSM_FIRST_YEAR = 1800

const NEW_SSM = /^(\d{4})(\d{2})(\d{6})$/
/**
 * Company numbers (123456-A, 1234567-X), business numbers with their 9 digits (001234567-W) or state prefix
 * (JM0123456-X), LLPs (LLP0001234-LGN).
 */
const OLD_SSM = [/^\d{1,9}-[A-Z]$/, /^[A-Z]{2}\d{7}-[A-Z]$/, /^LLP\d{7}-LG[A-Z]$/]

/** Spaces go and letters are capitals: "202001 012345" and "1234567-x" are read as typed by SSM. */
export const normaliseSsm = (text: string) => text.replace(/\s+/g, '').toUpperCase()

export type SsmReading =
  | { ok: true; format: 'new'; year: number; entity: SsmEntityCode }
  | { ok: true; format: 'old' }
  | { ok: false; reason: string }

/** Reads an SSM number (normalised first); `thisYear` bounds the registration year of the 12-digit format. */
export function readSsm(text: string, thisYear: number): SsmReading {
  const value = normaliseSsm(text)
  if (OLD_SSM.some((pattern) => pattern.test(value))) return { ok: true, format: 'old' }
  const match = NEW_SSM.exec(value)
  if (!match) {
    return {
      ok: false,
      reason:
        'The SSM registration number is 12 digits (e.g. 202001012345) or the old format (e.g. 1234567-X)',
    }
  }
  const [, yyyy, ee, serial] = match as unknown as [string, string, string, string]
  const year = Number(yyyy)
  if (year < SSM_FIRST_YEAR || year > thisYear)
    return {
      ok: false,
      reason: `The SSM registration number starts with its registration year (${SSM_FIRST_YEAR} to ${thisYear})`,
    }
  if (!(ee in SSM_ENTITY_TYPES))
    return {
      ok: false,
      reason: 'Digits 5 and 6 of the SSM registration number are its entity type, 01 to 06',
    }
  if (serial === '000000')
    return { ok: false, reason: 'The last 6 digits of the SSM registration number may not all be 0' }
  return { ok: true, format: 'new', year, entity: ee as SsmEntityCode }
}

/** The entity type a 12-digit SSM number names, or null (old format or invalid). */
export function ssmEntityType(ssmNo: string): string | null {
  const match = NEW_SSM.exec(normaliseSsm(ssmNo))
  return match ? (SSM_ENTITY_TYPES[match[2] as SsmEntityCode] ?? null) : null
}

/** SST registration: an office letter, then 2, 4 and 8 digits (W10-1808-31234567). */
export const SST_PATTERN = /^[A-Z]\d{2}-\d{4}-\d{8}$/
export const SST_MESSAGE = 'The SST number looks like W10-1808-31234567'

// ----- MyKad (NRIC) and passports -----

/**
 * Place-of-birth codes of a MyKad number: 01–16 and 21–59 Malaysian states and territories, 60–68, 71, 72,
 * 74–79 and 82–93 other countries and regions, 98 stateless, 99 others. 00, 17–20, 69, 70, 73, 80, 81 and
 * 94–97 are not issued.
 */
export function isBirthPlaceCode(code: number): boolean {
  const ranges: [number, number][] = [
    [1, 16],
    [21, 59],
    [60, 68],
    [71, 72],
    [74, 79],
    [82, 93],
    [98, 99],
  ]
  return ranges.some(([low, high]) => code >= low && code <= high)
}

const NRIC = /^(\d{2})(\d{2})(\d{2})-?(\d{2})-?(\d{4})$/

/** 880101-14-5678, 880101145678 or with spaces: digits and dashes as MyKad prints them. */
export function normaliseNric(text: string): string {
  const match = NRIC.exec(text.replace(/\s+/g, ''))
  if (!match) return text.trim()
  const [, yy, mm, dd, pb, tail] = match
  return `${yy}${mm}${dd}-${pb}-${tail}`
}

const realDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The reason an NRIC number is refused, or null when it is a MyKad number that can exist on `today`. */
export function nricProblem(text: string, today: Date): string | null {
  const match = NRIC.exec(text.replace(/\s+/g, ''))
  if (!match) return 'The IC number is 12 digits as YYMMDD-PB-####, e.g. 880101-14-5678'
  const [, yy, mm, dd, pb] = match as unknown as [string, string, string, string, string]
  const [month, day] = [Number(mm), Number(dd)]
  // The century is not written: a date still ahead this century is last century's.
  const thisYear = today.getUTCFullYear()
  const yearOfCentury = Number(yy)
  const year = 2000 + yearOfCentury > thisYear ? 1900 + yearOfCentury : 2000 + yearOfCentury
  if (!realDate(year, month, day))
    return 'The first 6 digits of the IC number are a date of birth (YYMMDD) that exists'
  if (Date.UTC(year, month - 1, day) > today.getTime())
    return 'The date of birth in the IC number is in the future'
  if (!isBirthPlaceCode(Number(pb)))
    return `${pb} is not a place-of-birth code of a MyKad number (digits 7 and 8)`
  return null
}

/** Passports: 6 to 12 letters and digits (spaces dropped, letters capitalised). */
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,12}$/
export const normalisePassport = (text: string) => text.replace(/\s+/g, '').toUpperCase()
export const PASSPORT_MESSAGE = 'The passport number is 6 to 12 letters and digits'

export const ID_TYPES = ['nric', 'passport'] as const
export type IdType = (typeof ID_TYPES)[number]

export const normaliseIdNumber = (type: IdType, text: string) =>
  type === 'nric' ? normaliseNric(text) : normalisePassport(text)

/** The reason an id number of this type is refused, or null. */
export function idNumberProblem(type: IdType, text: string, today: Date): string | null {
  if (type === 'nric') return nricProblem(text, today)
  return PASSPORT_PATTERN.test(normalisePassport(text)) ? null : PASSPORT_MESSAGE
}

/**
 * The number as everyone but the account's owners sees it: only the last 4 characters stay, and an NRIC
 * keeps its dashes (******-**-1234); a passport shows as ****5678.
 */
export function maskIdNumber(type: IdType, number: string): string {
  if (type === 'nric') return `******-**-${number.slice(-4)}`
  return `${'*'.repeat(Math.max(number.length - 4, 2))}${number.slice(-4)}`
}
