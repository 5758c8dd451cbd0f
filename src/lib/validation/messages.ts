// Validation messages in English and Arabic. The general texts follow VeeValidate 3's defaults; the
// custom-rule English texts are the product spec's, verbatim, grammar included.

export type Locale = 'en' | 'ar'

export type MessageKey =
  | 'required'
  | 'email'
  | 'min'
  | 'max'
  | 'min_value'
  | 'max_value'
  | 'confirmed'
  | 'regex'
  | 'between'
  | 'alpha'
  | 'integer'
  | 'digits'
  | 'alpha_dash'
  | 'alpha_num'
  | 'length'
  | 'alpha_spaces'
  | 'mimes'
  | 'positive'
  | 'credit_card'
  | 'password'
  | 'password_min'
  | 'url'

const en: Readonly<Record<MessageKey, string>> = {
  required: 'The {field} field is required',
  email: 'The {field} field must be a valid email',
  min: 'The {field} field must be at least {length} characters',
  max: 'The {field} field may not be greater than {length} characters',
  min_value: 'The {field} field must be {min} or more',
  max_value: 'The {field} field must be {max} or less',
  confirmed: 'The {field} field confirmation does not match',
  regex: 'The {field} field format is invalid',
  between: 'The {field} field must be between {min} and {max}',
  alpha: 'The {field} field may only contain alphabetic characters',
  integer: 'The {field} field must be an integer',
  digits: 'The {field} field must be numeric and exactly contain {length} digits',
  alpha_dash: 'The {field} field may contain alpha-numeric characters as well as dashes and underscores',
  alpha_num: 'The {field} field may only contain alpha-numeric characters',
  length: 'The {field} field must be {length} long',
  alpha_spaces: 'The {field} field may only contain alphabetic characters as well as spaces',
  mimes: 'The {field} field must have a valid file type',
  positive: 'Please enter positive number!',
  credit_card: 'It is not valid credit card!',
  password:
    'Your {field} must contain at least one uppercase, one lowercase, one special character and one digit',
  password_min: '{field} is too short, you want to get hacked?',
  url: 'URL is invalid',
}

// Sentences name "حقل" (the field) or "طول" (the length) as their subject so the verbs agree with
// whatever label is substituted, masculine or feminine.
const ar: Readonly<Record<MessageKey, string>> = {
  required: 'حقل {field} مطلوب',
  email: 'يجب أن يكون حقل {field} بريدًا إلكترونيًا صالحًا',
  min: 'يجب أن يحتوي حقل {field} على {length} أحرف على الأقل',
  max: 'يجب ألا يزيد حقل {field} عن {length} أحرف',
  min_value: 'يجب أن تكون قيمة حقل {field} {min} أو أكثر',
  max_value: 'يجب أن تكون قيمة حقل {field} {max} أو أقل',
  confirmed: 'تأكيد حقل {field} غير مطابق',
  regex: 'صيغة حقل {field} غير صالحة',
  between: 'يجب أن تكون قيمة حقل {field} بين {min} و{max}',
  alpha: 'لا يجوز أن يحتوي حقل {field} إلا على أحرف أبجدية',
  integer: 'يجب أن يكون حقل {field} عددًا صحيحًا',
  digits: 'يجب أن يكون حقل {field} رقميًا ويتكوّن من {length} أرقام بالضبط',
  alpha_dash: 'لا يجوز أن يحتوي حقل {field} إلا على أحرف وأرقام وشرطات (-) وشرطات سفلية (_)',
  alpha_num: 'لا يجوز أن يحتوي حقل {field} إلا على أحرف وأرقام',
  length: 'يجب أن يكون طول حقل {field} {length}',
  alpha_spaces: 'لا يجوز أن يحتوي حقل {field} إلا على أحرف أبجدية ومسافات',
  mimes: 'يجب أن يكون نوع الملف في حقل {field} صالحًا',
  positive: 'يرجى إدخال رقم موجب!',
  credit_card: 'رقم بطاقة الائتمان غير صالح!',
  password: 'يجب أن يحتوي حقل {field} على حرف كبير واحد وحرف صغير واحد ورمز خاص واحد ورقم واحد على الأقل',
  password_min: 'طول {field} قصير جدًا، هل تريد أن تتعرض للاختراق؟',
  url: 'الرابط غير صالح',
}

export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, ar }

export type MessageParams = {
  /** The field's name in the form, e.g. "first_name"; shown as words unless `label` is given. */
  field: string
  label?: string
  length?: number
  min?: number
  max?: number
  /** The other field's display name, for `confirmed`. */
  target?: string
}

/** "first_name", "firstName" and "first-name" all read "first name"; acronyms stay: "websiteURL" → "website URL". */
export function fieldWords(name: string): string {
  return name
    .replace(/(\p{Ll}|\d)(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .map((word) =>
      word.length > 1 && /^[\p{Lu}\d]+$/u.test(word) && /\p{Lu}/u.test(word) ? word : word.toLowerCase(),
    )
    .join(' ')
}

export function formatMessage(rule: MessageKey, locale: Locale, params: MessageParams): string {
  const values: Record<string, string | number | undefined> = {
    field: params.label ?? fieldWords(params.field),
    length: params.length,
    min: params.min,
    max: params.max,
    target: params.target,
  }
  // One pass over the template, so a label that itself contains "{min}" is shown as typed; a placeholder
  // without a value stays visible rather than silently reading as an empty string.
  return MESSAGES[locale][rule].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    return value === undefined ? placeholder : String(value)
  })
}
