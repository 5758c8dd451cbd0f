// Who a payer or shopper is dealing with: the `merchant` object of the public payloads (a bill, a payment
// form, a receipt, a storefront order), built in one place on the server (server/services/company/
// public-profile.ts) from the account's company information (slice company) and support details and
// payment-page settings (slice payments-settings). Kept tiny and pure: payment pages load it.
import * as v from 'valibot'

// ----- payments-settings: payer fields, share channels, success fields, support, pay settings -----

export const PAYER_FIELDS = ['name', 'email', 'phone'] as const
/** Success fields one account may define (its own and its collections' together). */
export const SUCCESS_FIELDS_MAX = 50
export const SUCCESS_FIELDS_MAX_OPTIONS = 30
export type PayerFieldName = (typeof PAYER_FIELDS)[number]

export const SHARE_CHANNELS = ['whatsapp', 'telegram', 'facebook', 'email'] as const
export type ShareChannel = (typeof SHARE_CHANNELS)[number]

export const SUCCESS_FIELD_TYPES = ['text', 'number', 'select'] as const
export type SuccessFieldType = (typeof SUCCESS_FIELD_TYPES)[number]

/** The placeholders a share message may use; {link} must be there. */
export const SHARE_PLACEHOLDERS = ['{merchant}', '{title}', '{amount}', '{link}'] as const

/** Why a share message template is refused (an unknown placeholder, no {link}), or undefined when fine. */
export function templateProblem(text: string): string | undefined {
  const unknown = (text.match(/\{[^{}]*\}/g) ?? []).find(
    (p) => !(SHARE_PLACEHOLDERS as readonly string[]).includes(p),
  )
  if (unknown) return `Unknown placeholder ${unknown}: use {merchant}, {title}, {amount} or {link}`
  return text.includes('{link}') ? undefined : 'The message template must contain {link}'
}

export const PublicSuccessFieldSchema = v.object({
  id: v.string(),
  /** Names the answer in the payment callback. */
  key: v.string(),
  label: v.string(),
  type: v.picklist(SUCCESS_FIELD_TYPES),
  required: v.boolean(),
  options: v.pipe(v.array(v.string()), v.maxLength(SUCCESS_FIELDS_MAX_OPTIONS)),
  max_length: v.nullable(v.number()),
  min_value: v.nullable(v.number()),
  max_value: v.nullable(v.number()),
})
export type PublicSuccessField = v.InferOutput<typeof PublicSuccessFieldSchema>

export const PublicSupportSchema = v.object({
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  whatsapp: v.nullable(v.string()),
  hours: v.nullable(v.string()),
  message: v.nullable(v.string()),
})
export type PublicSupport = v.InferOutput<typeof PublicSupportSchema>

export const PublicShareSchema = v.object({
  channels: v.array(v.picklist(SHARE_CHANNELS)),
  message_template: v.string(),
})
export type PublicShare = v.InferOutput<typeof PublicShareSchema>

/** The merchant's payment settings as a payment page applies them (`pay_settings` of a bill or form). */
export const PublicPaySettingsSchema = v.object({
  /** Per-payment limits (MYR); null: none beyond the platform's. */
  min_amount: v.nullable(v.string()),
  max_amount: v.nullable(v.string()),
  required_payer_fields: v.array(v.picklist(PAYER_FIELDS)),
  /** The success fields this page asks for, in order. */
  success_fields: v.pipe(v.array(PublicSuccessFieldSchema), v.maxLength(SUCCESS_FIELDS_MAX)),
  share: PublicShareSchema,
})
export type PublicPaySettings = v.InferOutput<typeof PublicPaySettingsSchema>

// ----- company: registered name, SSM, logo, address, company support contact -----

export const AddressSchema = v.object({
  line1: v.string(),
  line2: v.nullable(v.string()),
  postcode: v.string(),
  city: v.string(),
  state: v.string(),
})
export type PublicAddress = v.InferOutput<typeof AddressSchema>

export const PublicMerchantSchema = v.object({
  /** The registered name; the account's name when the merchant has not filled in company information. */
  name: v.string(),
  ssm_no: v.nullable(v.string()),
  sst_no: v.nullable(v.string()),
  logo_url: v.nullable(v.string()),
  address: v.nullable(AddressSchema),
  /**
   * The one support contact payers see (footer, invoice): the support details' email and phone when the
   * merchant set them, the company information's otherwise.
   */
  support_email: v.nullable(v.string()),
  support_phone: v.nullable(v.string()),
  /** The account's active support details (payments-settings slice); null when none. */
  support: v.nullable(PublicSupportSchema),
})
export type PublicMerchant = v.InferOutput<typeof PublicMerchantSchema>

/** The address as printed: line 1, line 2, "postcode city", state. */
export function addressLines(address: PublicAddress): string[] {
  return [address.line1, address.line2 ?? '', `${address.postcode} ${address.city}`, address.state].filter(
    (line) => line.trim() !== '',
  )
}

/** "Niaga Demo Sdn Bhd (202001012345)", or the name alone. */
export const merchantLegalName = (merchant: Pick<PublicMerchant, 'name' | 'ssm_no'>) =>
  merchant.ssm_no ? `${merchant.name} (${merchant.ssm_no})` : merchant.name
