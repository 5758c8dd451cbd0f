// The company form's values, the payload they become and its check with the contract's company schema.
import { schemaErrors, type FieldErrors } from '@/app/forms/form-errors.ts'
import { CompanyCreateSchema, type Company, type CompanyInput } from '@/contract/company.ts'
import type { Locale } from '@/contract/messages.ts'

export interface CompanyFormValues {
  registered_name: string
  ssm_no: string
  sst_no: string
  line1: string
  line2: string
  postcode: string
  city: string
  state: string
  logo_image_id: string
  support_email: string
  support_phone: string
}

/** The payload's field paths, as the server's breakdown names them. */
export const COMPANY_FIELDS = [
  'registered_name',
  'ssm_no',
  'sst_no',
  'address.line1',
  'address.line2',
  'address.postcode',
  'address.city',
  'address.state',
  'logo_image_id',
  'support_email',
  'support_phone',
] as const

export const EMPTY_COMPANY: CompanyFormValues = {
  registered_name: '',
  ssm_no: '',
  sst_no: '',
  line1: '',
  line2: '',
  postcode: '',
  city: '',
  state: '',
  logo_image_id: '',
  support_email: '',
  support_phone: '',
}

export function companyToForm(company: Company): CompanyFormValues {
  return {
    registered_name: company.registered_name,
    ssm_no: company.ssm_no,
    sst_no: company.sst_no ?? '',
    line1: company.address.line1,
    line2: company.address.line2 ?? '',
    postcode: company.address.postcode,
    city: company.address.city,
    state: company.address.state,
    logo_image_id: company.logo_image_id ?? '',
    support_email: company.support_email ?? '',
    support_phone: company.support_phone ?? '',
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** Every field is sent, so clearing one in the edit form clears it on the server. */
export function companyPayload(values: CompanyFormValues): CompanyInput {
  return {
    registered_name: values.registered_name.trim(),
    ssm_no: values.ssm_no,
    sst_no: orNull(values.sst_no),
    address: {
      line1: values.line1.trim(),
      line2: orNull(values.line2),
      postcode: values.postcode.trim(),
      city: values.city.trim(),
      state: values.state,
    },
    logo_image_id: orNull(values.logo_image_id),
    support_email: orNull(values.support_email),
    support_phone: orNull(values.support_phone),
  }
}

/** The contract's company check, in the form's language. */
export function validateCompany(values: CompanyFormValues, locale: Locale): FieldErrors {
  return schemaErrors(CompanyCreateSchema, companyPayload(values), locale)
}
