// The merchant's payment settings as a payment page applies them (src/contract/public-merchant.ts).
import type { PayerFieldName, PublicPaySettings } from '../../../src/contract/public-merchant.ts'
import { DEFAULT_REQUIRED_PAYER_FIELDS } from '../../../src/contract/payment-settings.ts'
import { senToMyr } from '../../../src/lib/money.ts'
import { currentPaymentSettings } from './payment-settings.ts'
import { publicShare } from './share-settings.ts'
import { fieldsForCollection } from './success-fields.ts'
import type { Deps } from '../../deps.ts'

const myr = (sen: number | null | undefined) => (sen === null || sen === undefined ? null : senToMyr(sen))

/** For a collection's pages (a bill outside any collection, such as a top-up, asks for no success fields). */
export async function publicPaySettings(
  deps: Deps,
  accountId: string,
  collectionId: string | null,
): Promise<PublicPaySettings> {
  const [settings, success_fields, share] = await Promise.all([
    currentPaymentSettings(deps, accountId),
    fieldsForCollection(deps, accountId, collectionId),
    publicShare(deps, accountId),
  ])
  return {
    min_amount: myr(settings?.min_amount_sen),
    max_amount: myr(settings?.max_amount_sen),
    required_payer_fields: (settings?.required_payer_fields ??
      DEFAULT_REQUIRED_PAYER_FIELDS) as PayerFieldName[],
    success_fields,
    share,
  }
}
