// Validation messages in English and Arabic (SPEC §5). The custom-rule English texts are the spec's, verbatim.

export type Locale = 'en' | 'ar'

export type RuleName =
  | 'required' | 'email' | 'min' | 'max' | 'min_value' | 'max_value' | 'confirmed' | 'regex' | 'between'
  | 'alpha' | 'integer' | 'digits' | 'alpha_dash' | 'alpha_num' | 'length' | 'alpha_spaces' | 'mimes'
  | 'positive' | 'credit_card' | 'password' | 'password_min' | 'url'

const en: Record<RuleName, string> = {
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
  password: 'Your {field} must contain at least one uppercase, one lowercase, one special character and one digit',
  password_min: '{field} is too short, you want to get hacked?',
  url: 'URL is invalid',
}

const ar: Record<RuleName, string> = {
  required: 'الحقل {field} مطلوب',
  email: 'يجب أن يكون الحقل {field} بريدًا إلكترونيًا صحيحًا',
  min: 'يجب ألا يقل الحقل {field} عن {length} أحرف',
  max: 'يجب ألا يزيد الحقل {field} عن {length} أحرف',
  min_value: 'يجب أن تكون قيمة الحقل {field} {min} أو أكثر',
  max_value: 'يجب أن تكون قيمة الحقل {field} {max} أو أقل',
  confirmed: 'تأكيد الحقل {field} غير متطابق',
  regex: 'صيغة الحقل {field} غير صحيحة',
  between: 'يجب أن تكون قيمة الحقل {field} بين {min} و {max}',
  alpha: 'يجب أن يحتوي الحقل {field} على حروف فقط',
  integer: 'يجب أن يكون الحقل {field} عددًا صحيحًا',
  digits: 'يجب أن يكون الحقل {field} رقميًا ويحتوي على {length} أرقام بالضبط',
  alpha_dash: 'يمكن أن يحتوي الحقل {field} على حروف وأرقام وشرطات وشرطات سفلية',
  alpha_num: 'يجب أن يحتوي الحقل {field} على حروف وأرقام فقط',
  length: 'يجب أن يكون طول الحقل {field} {length}',
  alpha_spaces: 'يجب أن يحتوي الحقل {field} على حروف ومسافات فقط',
  mimes: 'يجب أن يكون نوع ملف الحقل {field} صالحًا',
  positive: 'الرجاء إدخال رقم موجب!',
  credit_card: 'هذه ليست بطاقة ائتمان صالحة!',
  password: 'يجب أن تحتوي {field} على حرف كبير وحرف صغير ورمز خاص ورقم واحد على الأقل',
  password_min: '{field} قصيرة جدًا، هل تريد أن تتعرض للاختراق؟',
  url: 'الرابط غير صالح',
}

export const MESSAGES: Record<Locale, Record<RuleName, string>> = { en, ar }

export type MessageParams = { field: string } & Partial<Record<'length' | 'min' | 'max' | 'target', string | number>>

/** "first_name" and "firstName" read as "first name" when no label is given. */
export function fieldWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
}

export function formatMessage(rule: RuleName, locale: Locale, params: MessageParams): string {
  return MESSAGES[locale][rule].replace(/\{(field|length|min|max|target)\}/g, (_, key: keyof MessageParams) => String(params[key] ?? ''))
}
