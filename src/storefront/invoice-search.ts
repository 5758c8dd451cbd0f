// ?order= of the invoice pages: the order number to show; without it the page lists this browser's orders.
import * as v from 'valibot'
import { optionalSearchText } from '@/lib/search-params.ts'

export const InvoiceSearchSchema = v.object({ order: optionalSearchText })
