// Each form's check, through the path the form takes (its payload, the contract schema the server applies,
// the layout's language): the same field says what is wrong in English and, for an RTL layout, in Arabic.
import { describe, expect, it } from 'vitest'
import { schemaErrors } from '../../src/app/forms/form-errors.ts'
import {
  ShippingProfileCreateSchema,
  ShippingRateCreateSchema,
  ShippingZoneCreateSchema,
} from '../../src/contract/shipping.ts'
import {
  OpeningHoursSchema,
  StoreCreateSchema,
  StoreSettingsValuesSchema,
} from '../../src/contract/stores.ts'
import {
  validateEmailForm,
  validateLoginForm,
  validateResetForm,
} from '../../src/features/auth/auth-validation.ts'
import { EMPTY_BILL, validateBill } from '../../src/features/bills/bill-form-values.ts'
import {
  EMPTY_COLLECTION,
  validateCollection,
} from '../../src/features/collections/collection-form-values.ts'
import { EMPTY_CUSTOMER, validateCustomer } from '../../src/features/customers/customer-form-values.ts'
import { EMPTY_TAXONOMY, validateTaxonomy } from '../../src/features/product-taxonomy/taxonomy-form-values.ts'
import { EMPTY_PRODUCT, validateProduct } from '../../src/features/products/product-form-values.ts'
import { checkVariantRow, newVariantRow } from '../../src/features/products/variant-rows.ts'
import { checkPayerForm, EMPTY_PAYER } from '../../src/pay/payer-form-schema.ts'
import { checkCheckout, EMPTY_CHECKOUT } from '../../src/storefront/checkout-form-schema.ts'

const STORE = '0b7e6c1e-3a8f-4c1e-9a55-0d6c2b1f9e21'

describe('console forms in English and Arabic', () => {
  it('collection: an empty title, a bad URL and a missing fixed amount', () => {
    const values = { ...EMPTY_COLLECTION, callback_url: 'ftp://x', amount_mode: 'fixed' as const }
    expect(validateCollection(values, 'payment_form', 'en')).toEqual({
      title: 'The title field is required',
      callback_url: 'URL is invalid',
      fixed_amount: 'The amount field is required',
    })
    expect(validateCollection(values, 'payment_form', 'ar')).toEqual({
      title: 'حقل title مطلوب',
      callback_url: 'الرابط غير صالح',
      fixed_amount: 'حقل amount مطلوب',
    })
  })

  it('bill: the collection, the payer, a malformed amount and a past due date', () => {
    const values = { ...EMPTY_BILL, amount: '12.505', due_date: '2026-02-28' }
    const options = { needsCollection: true, today: '2026-03-01' }
    expect(validateBill(values, 'en', options)).toEqual({
      collection_id: 'The collection field is required',
      payer_name: 'The payer name field is required',
      amount: 'The amount must be a positive MYR amount with at most 2 decimals',
      due_date: 'The due date must be today or later',
    })
    expect(validateBill(values, 'ar', options)).toEqual({
      collection_id: 'حقل collection مطلوب',
      payer_name: 'حقل payer name مطلوب',
      amount: 'يجب أن يكون المبلغ مبلغًا موجبًا بالرينغيت بمنزلتين عشريتين على الأكثر',
      due_date: 'يجب أن يكون تاريخ الاستحقاق اليوم أو بعده',
    })
  })

  it('customer: name, email and phone', () => {
    const values = { ...EMPTY_CUSTOMER, email: 'nope', phone: 'call me' }
    expect(validateCustomer(values, 'ar')).toEqual({
      name: 'حقل name مطلوب',
      email: 'يجب أن يكون حقل email بريدًا إلكترونيًا صالحًا',
      phone: 'صيغة حقل phone غير صالحة',
    })
  })

  it('product and variant: price, weight, stock and the quantities', () => {
    const values = {
      ...EMPTY_PRODUCT,
      title: 'Dodol',
      price: '0',
      weight: '0.2345',
      stock: '1.5',
      min_purchase_quantity: '3',
      max_purchase_quantity: '2',
    }
    expect(validateProduct(values, 'en')).toEqual({
      price: 'The amount must be at least RM 0.01',
      weight: 'The weight may have at most 3 decimals (grams)',
      stock: 'The stock must be a whole number',
      max_purchase_quantity: 'The maximum purchase quantity must be at least the minimum purchase quantity',
    })
    expect(validateProduct(values, 'ar')).toEqual({
      price: 'يجب ألا يقل المبلغ عن 0.01 رينغيت',
      weight: 'يجوز أن يحتوي الوزن على 3 منازل عشرية على الأكثر (غرامات)',
      stock: 'يجب أن تكون قيمة حقل stock عددًا صحيحًا',
      max_purchase_quantity: 'يجب ألا تقل الكمية القصوى للشراء عن الكمية الدنيا للشراء',
    })
    expect(validateProduct({ ...EMPTY_PRODUCT, price: '' }, 'en')).toMatchObject({
      price: 'The price field is required',
    })
    const red = { ...newVariantRow(), title: 'Red', custom_pricing_enable: true }
    expect(checkVariantRow(red, 'ar')).toEqual({
      custom_pricing_price: 'السعر المخصص مطلوب عند تفعيل التسعير المخصص',
    })
  })

  it('subcategory: the category to choose', () => {
    expect(validateTaxonomy(EMPTY_TAXONOMY, 'en', true)).toEqual({
      category_id: 'Choose a category',
      title: 'The title field is required',
    })
    expect(validateTaxonomy(EMPTY_TAXONOMY, 'ar', true)).toEqual({
      category_id: 'اختر فئة',
      title: 'حقل title مطلوب',
    })
    expect(validateTaxonomy(EMPTY_TAXONOMY, 'ar', false)).toEqual({ title: 'حقل title مطلوب' })
  })

  it('shipping profile, zone and rate', () => {
    expect(
      schemaErrors(ShippingProfileCreateSchema, { name: '', free_shipping_threshold: '1.999' }, 'ar'),
    ).toEqual({
      name: 'حقل name مطلوب',
      free_shipping_threshold:
        'يجب أن يكون السعر مبلغًا بالرينغيت بمنزلتين عشريتين على الأكثر، حتى 999,999.99 رينغيت',
    })
    expect(
      schemaErrors(ShippingZoneCreateSchema, { name: 'Utara', profile_id: STORE, state_ids: [] }, 'en'),
    ).toEqual({
      state_ids: 'Choose at least one state',
    })
    expect(
      schemaErrors(ShippingZoneCreateSchema, { name: 'Utara', profile_id: STORE, state_ids: [] }, 'ar'),
    ).toEqual({
      state_ids: 'اختر ولاية واحدة على الأقل',
    })
    const band = { zone_id: STORE, name: 'Pos', kind: 'weight', min_weight: 5, max_weight: 1, price: '8' }
    expect(schemaErrors(ShippingRateCreateSchema, band, 'en')).toEqual({
      max_weight: 'The maximum weight must be above the minimum',
    })
    expect(schemaErrors(ShippingRateCreateSchema, band, 'ar')).toEqual({
      max_weight: 'يجب أن يكون الوزن الأقصى أكبر من الأدنى',
    })
    expect(schemaErrors(ShippingRateCreateSchema, { ...band, max_weight: Number.NaN }, 'ar')).toEqual({
      max_weight: 'يجب أن يكون الوزن رقمًا بالكيلوغرام',
    })
  })

  it('store, its settings and its opening hours', () => {
    expect(schemaErrors(StoreCreateSchema, { name: ' ', theme_color: 'red' }, 'ar')).toEqual({
      name: 'حقل name مطلوب',
      theme_color: 'لون السمة بصيغة #RRGGBB',
    })
    expect(schemaErrors(StoreSettingsValuesSchema, { contact_email: 'x@' }, 'en')).toEqual({
      contact_email: 'The contact email field must be a valid email',
    })
    const days = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day_of_week: day,
      is_open: true,
      opens_at: '18:00',
      closes_at: '09:00',
    }))
    expect(schemaErrors(OpeningHoursSchema, { store_id: STORE, days }, 'ar')['days.1.closes_at']).toBe(
      'يجب أن يُغلق المتجر بعد أن يفتح',
    )
  })
})

describe('auth forms in English and Arabic', () => {
  it('login, forgot and reset', () => {
    expect(validateLoginForm({ username: '', password: '' }, 'ar')).toEqual({
      username: 'حقل username مطلوب',
      password: 'حقل password مطلوب',
    })
    expect(validateEmailForm({ email: '' }, 'ar')).toEqual({ email: 'حقل email مطلوب' })
    expect(validateResetForm({ password: 'short', password_confirmation: '' }, 'ar')).toEqual({
      password: 'طول Password قصير جدًا، هل تريد أن تتعرض للاختراق؟',
      password_confirmation: 'حقل password confirmation مطلوب',
    })
  })
})

describe('payer and shopper forms in English and Arabic', () => {
  it('payment form', () => {
    expect(checkPayerForm(STORE, EMPTY_PAYER, null, 'ar').errors).toEqual({
      payer_name: 'حقل name مطلوب',
      payer_email: 'حقل email مطلوب',
      amount: 'حقل amount مطلوب',
    })
  })

  it('checkout', () => {
    const { errors } = checkCheckout(EMPTY_CHECKOUT, [], 'ar')
    expect(errors).toMatchObject({
      name: 'حقل name مطلوب',
      line1: 'حقل address مطلوب',
      state_id: 'اختر ولاية',
      locality_id: 'اختر مدينة أو منطقة',
      rate_id: 'اختر خيار توصيل',
      items: 'السلة فارغة',
    })
    expect(checkCheckout(EMPTY_CHECKOUT, [], 'en').errors).toMatchObject({
      state_id: 'Choose a state',
      items: 'The cart is empty',
    })
  })
})
