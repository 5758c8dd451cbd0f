// Bulk bill upload (SPEC §7 payment-upload-files/upload-customer-bills-excel) and its template.
import * as v from 'valibot'
import { ResponseCode } from '../../src/contract/codes.ts'
import { validationError } from '../errors.ts'
import { defineRoutes } from '../http/define-routes.ts'
import { UuidSchema } from '../http/validation.ts'
import { checkUpload, importBills, templateFile } from '../services/payments/bill-upload.ts'
import { getCollection } from '../services/payments/collections.ts'

/** The template comes as, and the upload takes, either kind of spreadsheet. */
/** The bill templates are a few kilobytes; the reference declares this bound. */
export const BILL_TEMPLATE_MAX_BYTES = 64 * 1024
const BILL_FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']

export const billUploadRoutes = defineRoutes({ tag: 'Bills', access: 'merchant' }, (r) => {
  r.add({
    id: 'billUpload.template',
    method: 'get',
    path: '/payment-upload-files/customer-bills-template',
    summary: 'Download the bulk bill template (?format=csv or xlsx)',
    query: v.object({ format: v.optional(v.picklist(['csv', 'xlsx'], 'Format is csv or xlsx'), 'xlsx') }),
    download: BILL_FILE_TYPES,
    // Two fixed sample rows: a few kilobytes (tests/api/bills-bulk.test.ts checks the bound).
    downloadMaxBytes: BILL_TEMPLATE_MAX_BYTES,
    handler: async ({ query }) => ({ data: null, file: await templateFile(query.format) }),
  })

  r.add({
    id: 'billUpload.upload',
    method: 'post',
    path: '/payment-upload-files/upload-customer-bills-excel',
    summary:
      'Upload bills (multipart field "file", .csv or .xlsx) into a collection; preview=1 only checks; all-or-nothing',
    upload: { field: 'file', accept: BILL_FILE_TYPES },
    query: v.object({
      collection_id: UuidSchema,
      preview: v.optional(v.picklist(['0', '1'], 'preview is 0 or 1'), '0'),
    }),
    handler: async ({ c, deps, caller, query }) => {
      await getCollection(deps, deps.config.publicUrl, caller.accountId, query.collection_id)
      let form: Record<string, unknown>
      try {
        form = await c.req.parseBody()
      } catch {
        throw validationError({ file: 'Send the file as multipart/form-data in the field "file"' })
      }
      const file = form.file
      if (!(file instanceof File)) throw validationError({ file: 'Choose a .csv or .xlsx file' })
      const rows = await checkUpload(file.name, await file.arrayBuffer())
      const valid = rows.every((row) => row.errors.length === 0)
      const view = rows.map((row) => ({ row: row.row, ...row.values, errors: row.errors }))
      if (!valid) {
        const bad = rows.filter((row) => row.errors.length > 0)
        const breakdown = Object.fromEntries(
          bad.slice(0, 20).map((row) => [`row ${row.row}`, row.errors.join('; ')]),
        )
        const description = `${bad.length} of ${rows.length} rows have errors; nothing was imported`
        return {
          code: ResponseCode.VALIDATION_FAILED,
          data: { rows: view, valid, imported: 0, breakdown },
          description,
        }
      }
      if (query.preview === '1')
        return {
          data: { rows: view, valid, imported: 0 },
          description: `${rows.length} rows ready to import`,
        }
      await importBills(deps, caller.accountId, query.collection_id, rows)
      return {
        data: { rows: view, valid, imported: rows.length },
        description: `${rows.length} bills imported`,
      }
    },
  })
})
