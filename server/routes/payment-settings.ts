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
import { defineRoutes } from '../http/define-routes.ts'
import { accountDeps } from '../http/record-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import type { Caller, Deps } from '../deps.ts'
import { deleteOwned, type SettingKind } from '../services/payment-settings/owned-records.ts'
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

const PageQuery = v.object(pageEntries())
// A setting is deleted through its kind (services/payment-settings/owned-records.ts).
const deleteOf = (kind: SettingKind) => (deps: Deps, caller: Caller, id: string) =>
  deleteOwned(deps, kind, caller.accountId, id)

export const paymentSettingsRoutes = defineRoutes(
  { tag: 'Payment settings', access: 'merchant', permission: 'settings' },
  (r) => {
    r.records({
      id: 'paymentSettings',
      path: '/payment-settings',
      label: 'Payment settings',
      row: PaymentSettingSchema,
      list: {
        summary: 'Payment settings records of the caller’s account, oldest first; the active one applies',
        query: PageQuery,
        run: accountDeps(listPaymentSettings),
      },
      get: {
        summary: 'One payment settings record',
        run: accountDeps(getPaymentSetting),
      },
      create: {
        summary:
          'Create payment settings (saved active, it turns the others off): channel order, amount limits per payment (MYR), default bill expiry (days), required payer fields',
        body: PaymentSettingCreateSchema,
        run: accountDeps(createPaymentSetting),
      },
      update: {
        summary: 'Change payment settings',
        body: PaymentSettingUpdateSchema,
        run: accountDeps(updatePaymentSetting),
      },
      delete: {
        summary: 'Delete payment settings (the defaults apply when none is active)',
        run: deleteOf('payment'),
      },
    })

    r.records({
      id: 'successFields',
      path: '/success-field',
      label: 'Success field',
      row: SuccessFieldSchema,
      list: {
        summary:
          'Success fields of the caller’s account in page order; collection_id: those a collection’s pages ask for',
        query: v.object({ ...pageEntries(), ...searchEntry, collection_id: v.optional(UuidSchema) }),
        run: accountDeps(listSuccessFields),
        aliases: [
          { id: 'successFields.merchantList', method: 'post', path: '/success-field/merchant-success-field' },
        ],
      },
      get: {
        summary: 'One success field',
        run: accountDeps(getSuccessField),
      },
      create: {
        summary: 'Create a success field (text, number or select) payers fill in on the payment page',
        body: SuccessFieldCreateSchema,
        run: accountDeps(createSuccessField),
      },
      update: {
        summary: 'Change a success field',
        body: SuccessFieldUpdateSchema,
        run: accountDeps(updateSuccessField),
      },
      delete: {
        summary: 'Delete a success field (answers already given stay with their payments)',
        run: deleteOf('field'),
      },
    })

    r.records({
      id: 'supportDetails',
      path: '/support-details',
      label: 'Support details',
      row: SupportDetailSchema,
      list: {
        summary:
          'Support details records of the caller’s account, oldest first; the active one is shown to payers',
        query: PageSearchQuery,
        run: accountDeps(listSupportDetails),
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
        run: accountDeps(getSupportDetail),
      },
      create: {
        summary:
          'Create support details (saved active, it turns the others off) shown on payment pages, receipts and storefronts',
        body: SupportDetailCreateSchema,
        run: accountDeps(createSupportDetail),
      },
      update: {
        summary: 'Change support details',
        body: SupportDetailUpdateSchema,
        run: accountDeps(updateSupportDetail),
      },
      delete: {
        summary: 'Delete support details',
        run: deleteOf('support'),
      },
    })

    r.records({
      id: 'shareSettings',
      path: '/share-settings',
      label: 'Share settings',
      row: ShareSettingSchema,
      list: {
        summary: 'Share settings records of the caller’s account, oldest first; the active one applies',
        query: PageSearchQuery,
        run: accountDeps(listShareSettings),
        aliases: [
          {
            id: 'shareSettings.merchantList',
            method: 'post',
            path: '/share-settings/merchant-share-settings',
          },
        ],
      },
      get: {
        summary: 'One share settings record',
        run: accountDeps(getShareSetting),
      },
      create: {
        summary:
          'Create share settings (saved active, it turns the others off): share channels of payment links and the message template ({merchant}, {title}, {amount}, {link})',
        body: ShareSettingCreateSchema,
        run: accountDeps(createShareSetting),
      },
      update: {
        summary: 'Change share settings',
        body: ShareSettingUpdateSchema,
        run: accountDeps(updateShareSetting),
      },
      delete: {
        summary: 'Delete share settings (every channel and the default message apply when none is active)',
        run: deleteOf('share'),
      },
    })
  },
)
