// Payment-page settings (SPEC §7 Settings CRUD and merchant lists; docs/company-and-settings.md): payment
// settings, success fields, support details and share settings, each with GET list, GET {id}, POST,
// PUT {id} and DELETE {id}. SPEC's list POSTs of success-field, support-details and share-settings answer at
// `<path>/merchant-<path>` (POST <path> itself creates). Reads need 'view', writes 'settings'.
import * as v from 'valibot'
import {
  PaymentSettingCreateSchema,
  PaymentSettingSchema,
  PaymentSettingUpdateSchema,
  ShareSettingCreateSchema,
  ShareSettingSchema,
  ShareSettingUpdateSchema,
  SuccessFieldCreateSchema,
  SuccessFieldSchema,
  SuccessFieldUpdateSchema,
  SupportDetailCreateSchema,
  SupportDetailSchema,
  SupportDetailUpdateSchema,
} from '../../src/contract/payment-settings.ts'
import { pageEntries, PageSearchQuery, searchEntry } from '../http/list-query.ts'
import type { Registry } from '../http/operation.ts'
import { addRecordRoutes } from '../http/record-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { deleteOwned } from '../services/payment-settings/owned-records.ts'
import {
  createPaymentSetting,
  getPaymentSetting,
  listPaymentSettings,
  updatePaymentSetting,
} from '../services/payment-settings/payment-settings.ts'
import {
  createShareSetting,
  getShareSetting,
  listShareSettings,
  updateShareSetting,
} from '../services/payment-settings/share-settings.ts'
import {
  createSuccessField,
  getSuccessField,
  listSuccessFields,
  updateSuccessField,
} from '../services/payment-settings/success-fields.ts'
import {
  createSupportDetail,
  getSupportDetail,
  listSupportDetails,
  updateSupportDetail,
} from '../services/payment-settings/support-details.ts'

const tag = 'Payment settings'
const PageQuery = v.object(pageEntries())

export function registerPaymentSettingsRoutes(r: Registry): void {
  addRecordRoutes(r, {
    id: 'paymentSettings',
    path: '/payment-settings',
    tag,
    label: 'Payment settings',
    row: PaymentSettingSchema,
    permission: 'settings',
    list: {
      summary: 'Payment settings records of the caller’s account, oldest first; the active one applies',
      query: PageQuery,
      run: (deps, caller, query) => listPaymentSettings(deps.db, caller.accountId, query),
    },
    get: {
      summary: 'One payment settings record',
      run: (deps, caller, id) => getPaymentSetting(deps.db, caller.accountId, id),
    },
    create: {
      summary:
        'Create payment settings (saved active, it turns the others off): channel order, amount limits per payment (MYR), default bill expiry (days), required payer fields',
      body: PaymentSettingCreateSchema,
      run: (deps, caller, body) => createPaymentSetting(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change payment settings',
      body: PaymentSettingUpdateSchema,
      run: (deps, caller, id, body) => updatePaymentSetting(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete payment settings (the defaults apply when none is active)',
      run: (deps, caller, id) => deleteOwned(deps.db, 'payment', caller.accountId, id),
    },
  })

  addRecordRoutes(r, {
    id: 'successFields',
    path: '/success-field',
    tag,
    label: 'Success field',
    row: SuccessFieldSchema,
    permission: 'settings',
    list: {
      summary:
        'Success fields of the caller’s account in page order; collection_id: those a collection’s pages ask for',
      query: v.object({ ...pageEntries(), ...searchEntry, collection_id: v.optional(UuidSchema) }),
      run: (deps, caller, query) => listSuccessFields(deps.db, caller.accountId, query),
      aliases: [
        { id: 'successFields.merchantList', method: 'post', path: '/success-field/merchant-success-field' },
      ],
    },
    get: {
      summary: 'One success field',
      run: (deps, caller, id) => getSuccessField(deps.db, caller.accountId, id),
    },
    create: {
      summary: 'Create a success field (text, number or select) payers fill in on the payment page',
      body: SuccessFieldCreateSchema,
      run: (deps, caller, body) => createSuccessField(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change a success field',
      body: SuccessFieldUpdateSchema,
      run: (deps, caller, id, body) => updateSuccessField(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete a success field (answers already given stay with their payments)',
      run: (deps, caller, id) => deleteOwned(deps.db, 'field', caller.accountId, id),
    },
  })

  addRecordRoutes(r, {
    id: 'supportDetails',
    path: '/support-details',
    tag,
    label: 'Support details',
    row: SupportDetailSchema,
    permission: 'settings',
    list: {
      summary:
        'Support details records of the caller’s account, oldest first; the active one is shown to payers',
      query: PageSearchQuery,
      run: (deps, caller, query) => listSupportDetails(deps.db, caller.accountId, query),
      aliases: [
        {
          id: 'supportDetails.merchantList',
          method: 'post',
          path: '/support-details/merchant-support-details',
        },
      ],
    },
    get: {
      summary: 'One support details record',
      run: (deps, caller, id) => getSupportDetail(deps.db, caller.accountId, id),
    },
    create: {
      summary:
        'Create support details (saved active, it turns the others off) shown on payment pages, receipts and storefronts',
      body: SupportDetailCreateSchema,
      run: (deps, caller, body) => createSupportDetail(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change support details',
      body: SupportDetailUpdateSchema,
      run: (deps, caller, id, body) => updateSupportDetail(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete support details',
      run: (deps, caller, id) => deleteOwned(deps.db, 'support', caller.accountId, id),
    },
  })

  addRecordRoutes(r, {
    id: 'shareSettings',
    path: '/share-settings',
    tag,
    label: 'Share settings',
    row: ShareSettingSchema,
    permission: 'settings',
    list: {
      summary: 'Share settings records of the caller’s account, oldest first; the active one applies',
      query: PageSearchQuery,
      run: (deps, caller, query) => listShareSettings(deps.db, caller.accountId, query),
      aliases: [
        { id: 'shareSettings.merchantList', method: 'post', path: '/share-settings/merchant-share-settings' },
      ],
    },
    get: {
      summary: 'One share settings record',
      run: (deps, caller, id) => getShareSetting(deps.db, caller.accountId, id),
    },
    create: {
      summary:
        'Create share settings (saved active, it turns the others off): share channels of payment links and the message template ({merchant}, {title}, {amount}, {link})',
      body: ShareSettingCreateSchema,
      run: (deps, caller, body) => createShareSetting(deps, caller.accountId, body),
    },
    update: {
      summary: 'Change share settings',
      body: ShareSettingUpdateSchema,
      run: (deps, caller, id, body) => updateShareSetting(deps, caller.accountId, id, body),
    },
    delete: {
      summary: 'Delete share settings (every channel and the default message apply when none is active)',
      run: (deps, caller, id) => deleteOwned(deps.db, 'share', caller.accountId, id),
    },
  })
}
