// Company information (one record per account) and the business's owners: directors and shareholders
// (src/contract/company.ts, src/contract/business-owners.ts).
import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { owned } from './accounts.ts'
import { accountListIndex, timestamps } from './columns.ts'
import { cloudImages } from './catalogue.ts'

export const companyDetails = pgTable(
  'company_details',
  {
    ...owned(),
    registered_name: text('registered_name').notNull(),
    ssm_no: text('ssm_no').notNull(),
    sst_no: text('sst_no'),
    address_line1: text('address_line1').notNull(),
    address_line2: text('address_line2'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    // Deleting the image from the library removes the logo rather than leaving payers a broken picture.
    logo_image_id: uuid('logo_image_id').references(() => cloudImages.id, { onDelete: 'set null' }),
    support_email: text('support_email'),
    support_phone: text('support_phone'),
    ...timestamps,
  },
  // One record per account: a second create is refused (4090), and a race between two is too.
  (t) => [uniqueIndex('company_details_account_key').on(t.account_id)],
)

export const businessOwners = pgTable(
  'business_owners',
  {
    ...owned(),
    full_name: text('full_name').notNull(),
    role: text('role', { enum: ['director', 'shareholder', 'both'] }).notNull(),
    id_type: text('id_type', { enum: ['nric', 'passport'] }).notNull(),
    /** Normalised: NRIC with dashes, passports in capitals. */
    id_number: text('id_number').notNull(),
    nationality: text('nationality').notNull(),
    /** Hundredths of a percent: 2550 is 25.50%. */
    share_hundredths: integer('share_hundredths').notNull().default(0),
    /** Library image ids (IC/passport scans); ids no longer in the library are dropped when read. */
    document_image_ids: jsonb('document_image_ids').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    accountListIndex('business_owners_account_created_idx', t),
    uniqueIndex('business_owners_account_person_key').on(t.account_id, t.id_type, t.id_number),
  ],
)
