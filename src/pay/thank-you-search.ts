// ?transaction_invoice_no= of the thank-you pages; a malformed value reads as absent (the page says so).
import * as v from 'valibot'
import { optionalSearchText } from '@/lib/search-params.ts'

export const ThankYouSearchSchema = v.object({ transaction_invoice_no: optionalSearchText })
