// Every validation message a form or the API can show, in English, Arabic, Bahasa Melayu and Simplified
// Chinese: one map for the browser and the server. The SPEC §5 rule texts come first (VeeValidate 3's general
// texts; the custom rules' English verbatim from the spec, grammar included), then the house texts of the
// contract's own checks. The server parses with the request's language; a form parses with the page's
// language (Arabic when the layout is RTL). A language without a map here reads English.

export type Locale = 'en' | 'ar' | 'ms' | 'zh'

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
  // ----- a merchant's and a pool's own amount limits -----
  payment_min: 'The minimum amount per payment is RM {min}',
  payment_max: 'The maximum amount per payment is RM {max}',
  topup_min: 'A top-up is at least {min}',
  topup_max: 'A top-up is at most {max}',
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
  payment_min: 'الحد الأدنى للمبلغ لكل دفعة هو RM {min}',
  payment_max: 'الحد الأقصى للمبلغ لكل دفعة هو RM {max}',
  topup_min: 'يجب ألا يقل مبلغ الشحن عن {min}',
  topup_max: 'يجب ألا يزيد مبلغ الشحن عن {max}',
}

// Malay sentences name "medan" (the field) as their subject, as Malaysian forms do; money stays in ringgit as
// the English writes it (RM 0.01), and formats (yyyy-MM-dd, #RRGGBB, HH:MM) and API values stay literal.
const ms: Readonly<Record<MessageKey, string>> = {
  required: 'Medan {field} wajib diisi',
  email: 'Medan {field} mestilah alamat e-mel yang sah',
  min: 'Medan {field} mestilah sekurang-kurangnya {length} aksara',
  max: 'Medan {field} tidak boleh melebihi {length} aksara',
  min_value: 'Medan {field} mestilah {min} atau lebih',
  max_value: 'Medan {field} mestilah {max} atau kurang',
  confirmed: 'Pengesahan medan {field} tidak sepadan',
  regex: 'Format medan {field} tidak sah',
  between: 'Medan {field} mestilah antara {min} dan {max}',
  alpha: 'Medan {field} hanya boleh mengandungi huruf',
  integer: 'Medan {field} mestilah integer',
  digits: 'Medan {field} mestilah angka dan mengandungi tepat {length} digit',
  alpha_dash: 'Medan {field} hanya boleh mengandungi huruf, nombor, tanda sempang (-) dan garis bawah (_)',
  alpha_num: 'Medan {field} hanya boleh mengandungi huruf dan nombor',
  length: 'Panjang medan {field} mestilah {length}',
  alpha_spaces: 'Medan {field} hanya boleh mengandungi huruf dan ruang',
  mimes: 'Jenis fail dalam medan {field} tidak sah',
  positive: 'Sila masukkan nombor positif!',
  credit_card: 'Nombor kad kredit tidak sah!',
  password:
    '{field} anda mesti mengandungi sekurang-kurangnya satu huruf besar, satu huruf kecil, satu aksara khas dan satu digit',
  password_min: '{field} terlalu pendek, anda mahu akaun anda digodam?',
  url: 'URL tidak sah',
  text: 'Medan {field} mestilah teks',
  number: 'Medan {field} mestilah nombor',
  whole_number: 'Medan {field} mestilah nombor bulat',
  at_least: 'Medan {field} mestilah sekurang-kurangnya {min}',
  at_most: 'Medan {field} tidak boleh melebihi {max}',
  id: 'Medan {field} mestilah ID',
  invalid_id: 'ID tidak sah',
  id_required: 'ID wajib diberikan',
  record_status: 'Status rekod ialah 1 (aktif) atau 2 (tidak aktif)',
  amount_format: 'Amaun mestilah amaun MYR yang positif dengan paling banyak 2 tempat perpuluhan',
  amount_min: 'Amaun mestilah sekurang-kurangnya RM 0.01',
  amount_max: 'Amaun tidak boleh melebihi RM 1,000,000.00',
  price_format: 'Harga mestilah amaun MYR dengan paling banyak 2 tempat perpuluhan, sehingga RM 999,999.99',
  weight_number: 'Berat mestilah nombor dalam kg',
  weight_negative: 'Berat tidak boleh negatif',
  weight_max: 'Berat tidak boleh melebihi {max} kg',
  weight_grams: 'Berat boleh mempunyai paling banyak 3 tempat perpuluhan (gram)',
  collection_kind: 'Jenis ialah bil (bill) atau borang pembayaran (payment_form)',
  due_date_format: 'Tarikh akhir bayaran mestilah dalam format yyyy-MM-dd',
  due_date_past: 'Tarikh akhir bayaran mestilah hari ini atau selepasnya',
  state: 'Pilih negeri atau wilayah persekutuan di Malaysia',
  choose_category: 'Pilih kategori',
  subcategory_category: 'Pilih kategori bagi subkategori yang dipilih',
  max_below_min:
    'Kuantiti pembelian maksimum mestilah sekurang-kurangnya sama dengan kuantiti pembelian minimum',
  custom_price_required: 'Harga tersuai wajib diisi apabila penetapan harga tersuai diaktifkan',
  tag_empty: 'Tag tidak boleh kosong',
  tag_max: 'Tag tidak boleh melebihi {length} aksara',
  bulk_nothing: 'Pilih sekurang-kurangnya satu perubahan',
  unique_id:
    'Gunakan 3 hingga 50 huruf kecil, digit atau tanda sempang, bermula dan berakhir dengan huruf atau digit',
  theme_colour: 'Warna tema mestilah dalam format #RRGGBB',
  time: 'Masa mestilah dalam format HH:MM (00:00 hingga 23:59)',
  opens_needed: 'Hari operasi memerlukan waktu buka',
  closes_needed: 'Hari operasi memerlukan waktu tutup',
  close_after_open: 'Waktu tutup kedai mestilah selepas waktu buka',
  seven_days: 'Nyatakan kesemua 7 hari dalam seminggu',
  day_once: 'Setiap hari dalam seminggu hanya boleh disenaraikan sekali',
  rate_kind: 'Jenis ialah kadar rata (flat) atau mengikut berat (weight)',
  state_ids: 'Pilih negeri di Malaysia mengikut ID',
  states_min: 'Pilih sekurang-kurangnya satu negeri',
  state_twice: 'Terdapat negeri yang disenaraikan dua kali',
  weight_band: 'Berat maksimum mestilah melebihi berat minimum',
  choose_state: 'Pilih negeri',
  choose_locality: 'Pilih bandar atau kawasan',
  choose_delivery: 'Pilih kaedah penghantaran',
  postcode: 'Poskod mestilah 5 digit',
  postcode_locality: 'Poskod ini tiada dalam bandar atau kawasan yang dipilih',
  cart_empty: 'Troli anda kosong',
  payment_min: 'Amaun minimum bagi setiap pembayaran ialah RM {min}',
  payment_max: 'Amaun maksimum bagi setiap pembayaran ialah RM {max}',
  topup_min: 'Tambah nilai sekurang-kurangnya {min}',
  topup_max: 'Tambah nilai tidak boleh melebihi {max}',
}

// Simplified Chinese as Malaysia writes it; a space sets a substituted label or number apart from the
// Chinese around it. Money, formats and API values stay literal, as in Malay.
const zh: Readonly<Record<MessageKey, string>> = {
  required: '{field} 为必填项',
  email: '{field} 必须是有效的电子邮件地址',
  min: '{field} 至少需要 {length} 个字符',
  max: '{field} 不能超过 {length} 个字符',
  min_value: '{field} 必须大于或等于 {min}',
  max_value: '{field} 必须小于或等于 {max}',
  confirmed: '{field} 两次输入不一致',
  regex: '{field} 格式无效',
  between: '{field} 必须介于 {min} 和 {max} 之间',
  alpha: '{field} 只能包含字母',
  integer: '{field} 必须是整数',
  digits: '{field} 必须是数字，且正好为 {length} 位',
  alpha_dash: '{field} 只能包含字母、数字、连字符（-）和下划线（_）',
  alpha_num: '{field} 只能包含字母和数字',
  length: '{field} 的长度必须为 {length}',
  alpha_spaces: '{field} 只能包含字母和空格',
  mimes: '{field} 的文件类型无效',
  positive: '请输入正数！',
  credit_card: '信用卡号无效！',
  password: '您的 {field} 必须至少包含一个大写字母、一个小写字母、一个特殊字符和一个数字',
  password_min: '{field} 太短了，您想被黑客入侵吗？',
  url: 'URL 无效',
  text: '{field} 必须是文本',
  number: '{field} 必须是数字',
  whole_number: '{field} 必须是整数',
  at_least: '{field} 不能小于 {min}',
  at_most: '{field} 不能超过 {max}',
  id: '{field} 必须是 ID',
  invalid_id: 'ID 无效',
  id_required: 'ID 为必填项',
  record_status: '记录状态为 1（启用）或 2（停用）',
  amount_format: '金额必须是大于零的 MYR 金额，最多 2 位小数',
  amount_min: '金额不能少于 RM 0.01',
  amount_max: '金额不能超过 RM 1,000,000.00',
  price_format: '价格必须是 MYR 金额，最多 2 位小数，且不超过 RM 999,999.99',
  weight_number: '重量必须是以 kg 为单位的数字',
  weight_negative: '重量不能为负数',
  weight_max: '重量不能超过 {max} kg',
  weight_grams: '重量最多只能有 3 位小数（即精确到克）',
  collection_kind: '类型为账单（bill）或付款表单（payment_form）',
  due_date_format: '到期日的格式为 yyyy-MM-dd',
  due_date_past: '到期日必须是今天或之后',
  state: '请选择马来西亚的州或联邦直辖区',
  choose_category: '请选择类别',
  subcategory_category: '请选择所选子类别所属的类别',
  max_below_min: '最大购买数量不能少于最小购买数量',
  custom_price_required: '启用自定义定价时，必须填写自定义价格',
  tag_empty: '标签不能为空',
  tag_max: '标签不能超过 {length} 个字符',
  bulk_nothing: '请至少选择一项更改',
  unique_id: '请使用 3 至 50 个小写字母、数字或连字符，并以字母或数字开头和结尾',
  theme_colour: '主题颜色的格式为 #RRGGBB',
  time: '时间的格式为 HH:MM（00:00 至 23:59）',
  opens_needed: '营业日需要设置开始营业时间',
  closes_needed: '营业日需要设置结束营业时间',
  close_after_open: '商店的结束营业时间必须晚于开始营业时间',
  seven_days: '请填写一周全部 7 天',
  day_once: '一周中的每一天只能出现一次',
  rate_kind: '类型为统一运费（flat）或按重量计费（weight）',
  state_ids: '请按 ID 选择马来西亚的州',
  states_min: '请至少选择一个州',
  state_twice: '有州被重复列出',
  weight_band: '最大重量必须大于最小重量',
  choose_state: '请选择州',
  choose_locality: '请选择城镇或地区',
  choose_delivery: '请选择配送方式',
  postcode: '邮政编码必须是 5 位数字',
  postcode_locality: '此邮政编码不在所选的城镇或地区内',
  cart_empty: '购物车是空的',
  payment_min: '每笔付款的最低金额为 RM {min}',
  payment_max: '每笔付款的最高金额为 RM {max}',
  topup_min: '每次充值至少 {min}',
  topup_max: '每次充值最多 {max}',
}

export const MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { en, ar, ms, zh }

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

/** valibot's `lang` (from the parse config) as one of ours: 'ar', 'ms' or 'zh' when given exactly that, else
 *  English. */
export const localeOf = (lang: string | undefined): Locale =>
  lang === 'ar' || lang === 'ms' || lang === 'zh' ? lang : 'en'

/**
 * A valibot error message that reads the parse's language: `v.safeParse(schema, input, { lang: 'ms' })`
 * gives Malay, `{ lang: 'ar' }` Arabic, a parse without one (or with a language we lack) English.
 */
export const message =
  (key: MessageKey, params?: MessageParams) =>
  (issue: { readonly lang?: string | undefined }): string =>
    formatMessage(key, localeOf(issue.lang), params)
