// Every validation message a form or the API can show, in English and Arabic: one map for the browser and
// the server. The SPEC §5 rule texts come first (VeeValidate 3's general texts; the custom rules' English
// verbatim from the spec, grammar included), then the house texts of the contract's own checks. The server
// parses without a language and answers in English; a form parses with { lang: 'ar' } when the layout is RTL.

export type Locale = 'en' | 'ar'

const en = {
  // ----- SPEC §5 general form validators -----
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
  // ----- SPEC §5 custom rules -----
  positive: 'Please enter positive number!',
  credit_card: 'It is not valid credit card!',
  password:
    'Your {field} must contain at least one uppercase, one lowercase, one special character and one digit',
  password_min: '{field} is too short, you want to get hacked?',
  url: 'URL is invalid',
  // ----- house texts: types and numbers -----
  text: 'The {field} field must be text',
  number: 'The {field} must be a number',
  whole_number: 'The {field} must be a whole number',
  at_least: 'The {field} must be at least {min}',
  at_most: 'The {field} may not exceed {max}',
  id: 'The {field} must be an id',
  invalid_id: 'Invalid id',
  id_required: 'An id is required',
  record_status: 'The record status is 1 (active) or 2 (inactive)',
  // ----- money and weights -----
  amount_format: 'The amount must be a positive MYR amount with at most 2 decimals',
  amount_min: 'The amount must be at least RM 0.01',
  amount_max: 'The amount may not exceed RM 1,000,000.00',
  price_format: 'The price must be a MYR amount with at most 2 decimals, up to RM 999,999.99',
  weight_number: 'The weight must be a number in kg',
  weight_negative: 'The weight may not be negative',
  weight_max: 'The weight may not exceed {max} kg',
  weight_grams: 'The weight may have at most 3 decimals (grams)',
  // ----- collections, bills, customers -----
  collection_kind: 'The kind is bill or payment_form',
  due_date_format: 'The due date is yyyy-MM-dd',
  due_date_past: 'The due date must be today or later',
  state: 'Choose a Malaysian state or territory',
  // ----- catalogue -----
  choose_category: 'Choose a category',
  subcategory_category: 'Choose the category of the selected subcategory',
  max_below_min: 'The maximum purchase quantity must be at least the minimum purchase quantity',
  custom_price_required: 'The custom price is required when custom pricing is on',
  tag_empty: 'A tag may not be empty',
  tag_max: 'A tag may not be greater than {length} characters',
  bulk_nothing: 'Choose at least one change',
  // ----- stores -----
  unique_id: 'Use 3 to 50 lowercase letters, digits or dashes, starting and ending with a letter or digit',
  theme_colour: 'The theme colour is #RRGGBB',
  time: 'The time is HH:MM (00:00 to 23:59)',
  opens_needed: 'An open day needs an opening time',
  closes_needed: 'An open day needs a closing time',
  close_after_open: 'The store must close after it opens',
  seven_days: 'Give all 7 days of the week',
  day_once: 'Each day of the week appears once',
  // ----- shipping -----
  rate_kind: 'The kind is flat or weight',
  state_ids: 'Choose Malaysian states by id',
  states_min: 'Choose at least one state',
  state_twice: 'A state is listed twice',
  weight_band: 'The maximum weight must be above the minimum',
  // ----- storefront checkout -----
  choose_state: 'Choose a state',
  choose_locality: 'Choose a town or area',
  choose_delivery: 'Choose a delivery option',
  postcode: 'The postcode must be 5 digits',
  postcode_locality: 'This postcode is not in the chosen town or area',
  cart_empty: 'The cart is empty',
} as const

export type MessageKey = keyof typeof en

// Sentences name "حقل" (the field) or "طول" (the length) as their subject so the verbs agree with
// whatever label is substituted, masculine or feminine. Labels themselves stay as the form names them.
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
  text: 'يجب أن يكون حقل {field} نصًا',
  number: 'يجب أن تكون قيمة حقل {field} رقمًا',
  whole_number: 'يجب أن تكون قيمة حقل {field} عددًا صحيحًا',
  at_least: 'يجب أن تكون قيمة حقل {field} {min} على الأقل',
  at_most: 'يجب ألا تتجاوز قيمة حقل {field} {max}',
  id: 'يجب أن يكون حقل {field} معرّفًا',
  invalid_id: 'معرّف غير صالح',
  id_required: 'المعرّف مطلوب',
  record_status: 'حالة السجل 1 (نشط) أو 2 (غير نشط)',
  amount_format: 'يجب أن يكون المبلغ مبلغًا موجبًا بالرينغيت بمنزلتين عشريتين على الأكثر',
  amount_min: 'يجب ألا يقل المبلغ عن 0.01 رينغيت',
  amount_max: 'يجب ألا يتجاوز المبلغ 1,000,000.00 رينغيت',
  price_format: 'يجب أن يكون السعر مبلغًا بالرينغيت بمنزلتين عشريتين على الأكثر، حتى 999,999.99 رينغيت',
  weight_number: 'يجب أن يكون الوزن رقمًا بالكيلوغرام',
  weight_negative: 'لا يجوز أن يكون الوزن سالبًا',
  weight_max: 'يجب ألا يتجاوز الوزن {max} كغ',
  weight_grams: 'يجوز أن يحتوي الوزن على 3 منازل عشرية على الأكثر (غرامات)',
  collection_kind: 'النوع فاتورة (bill) أو نموذج دفع (payment_form)',
  due_date_format: 'تاريخ الاستحقاق بصيغة yyyy-MM-dd',
  due_date_past: 'يجب أن يكون تاريخ الاستحقاق اليوم أو بعده',
  state: 'اختر ولاية أو إقليمًا ماليزيًا',
  choose_category: 'اختر فئة',
  subcategory_category: 'اختر فئة الفئة الفرعية المحددة',
  max_below_min: 'يجب ألا تقل الكمية القصوى للشراء عن الكمية الدنيا للشراء',
  custom_price_required: 'السعر المخصص مطلوب عند تفعيل التسعير المخصص',
  tag_empty: 'لا يجوز أن يكون الوسم فارغًا',
  tag_max: 'يجب ألا يزيد الوسم عن {length} حرفًا',
  bulk_nothing: 'اختر تغييرًا واحدًا على الأقل',
  unique_id: 'استخدم من 3 إلى 50 حرفًا صغيرًا أو رقمًا أو شرطة، يبدأ وينتهي بحرف أو رقم',
  theme_colour: 'لون السمة بصيغة #RRGGBB',
  time: 'الوقت بصيغة HH:MM (من 00:00 إلى 23:59)',
  opens_needed: 'يحتاج يوم العمل إلى وقت فتح',
  closes_needed: 'يحتاج يوم العمل إلى وقت إغلاق',
  close_after_open: 'يجب أن يُغلق المتجر بعد أن يفتح',
  seven_days: 'أدخل أيام الأسبوع السبعة كلها',
  day_once: 'يجب أن يظهر كل يوم من أيام الأسبوع مرة واحدة',
  rate_kind: 'النوع ثابت (flat) أو حسب الوزن (weight)',
  state_ids: 'اختر الولايات الماليزية بمعرّفاتها',
  states_min: 'اختر ولاية واحدة على الأقل',
  state_twice: 'ولاية مذكورة مرتين',
  weight_band: 'يجب أن يكون الوزن الأقصى أكبر من الأدنى',
  choose_state: 'اختر ولاية',
  choose_locality: 'اختر مدينة أو منطقة',
  choose_delivery: 'اختر خيار توصيل',
  postcode: 'يجب أن يتكوّن الرمز البريدي من 5 أرقام',
  postcode_locality: 'هذا الرمز البريدي ليس في المدينة أو المنطقة المختارة',
  cart_empty: 'السلة فارغة',
}

export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, ar }

export type MessageParams = {
  /** The field's name, e.g. "first_name"; shown as words unless `label` is given. */
  field?: string
  /** Shown exactly as given (a sentence may start with it: "Password is too short..."). */
  label?: string
  length?: number
  min?: number | string
  max?: number | string
}

/**
 * "first_name", "firstName" and "first-name" all read "first name"; acronyms stay: "websiteURL" → "website
 * URL".
 */
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

export function formatMessage(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  const values: Record<string, string | number | undefined> = {
    field: params.label ?? (params.field === undefined ? undefined : fieldWords(params.field)),
    length: params.length,
    min: params.min,
    max: params.max,
  }
  // One pass over the template, so a label that itself contains "{min}" is shown as typed; a placeholder
  // without a value stays visible rather than silently reading as an empty string.
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name]
    return value === undefined ? placeholder : String(value)
  })
}

/** valibot's `lang` (from the parse config) as one of ours: Arabic when asked for, else English. */
export const localeOf = (lang: string | undefined): Locale => (lang === 'ar' ? 'ar' : 'en')

/**
 * A valibot error message that reads the parse's language: `v.safeParse(schema, input, { lang: 'ar' })`
 * gives Arabic, a parse without one (the server) English.
 */
export const message =
  (key: MessageKey, params?: MessageParams) =>
  (issue: { readonly lang?: string | undefined }): string =>
    formatMessage(key, localeOf(issue.lang), params)
