import ExcelJS from 'exceljs'
import { BILL_TEMPLATE_MAX_BYTES } from '../../server/routes/bill-upload.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResponseCode } from '../../src/contract/codes.ts'
import type { Bill } from '../../src/contract/collections.ts'
import type { ListData } from '../../src/contract/envelope.ts'
import { startApi, type Api } from '../support/api-harness.ts'
import { makeBill } from '../support/payments.ts'

let api: Api
let token: string
beforeAll(async () => {
  api = await startApi()
  token = (await api.login('merchant@niaga.test')).access_token
})
afterAll(() => api.close())

async function upload(
  collectionId: string,
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  preview: '0' | '1',
) {
  const form = new FormData()
  form.append('file', new File([content], name))
  const res = await api.app.request(
    `/api/v1/payment-upload-files/upload-customer-bills-excel?collection_id=${collectionId}&preview=${preview}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    },
  )
  return {
    status: res.status,
    body: (await res.json()) as {
      response_code: number
      description: string
      data: {
        rows: { row: number; errors: string[] }[]
        imported: number
        breakdown?: Record<string, string>
      }
    },
  }
}

const billsOf = async (collectionId: string) =>
  (await api.call<ListData<Bill>>('GET', `/collections/${collectionId}/bills?limit=100`, { token })).body.data
    .list

describe('bulk bill upload', () => {
  it('previews a CSV, then imports every row', async () => {
    const { collection } = await makeBill(api, token)
    const csv =
      'payer_name,payer_email,amount,description\nAhmad,ahmad@example.my,10.00,Yuran\n"Lim, Mei",lim@example.my,20.5,"Yuran, Nov"\n'
    const preview = await upload(collection.id, 'bills.csv', csv, '1')
    expect(preview.body.response_code).toBe(2000)
    expect(preview.body.data.rows.map((r) => r.errors)).toEqual([[], []])
    expect((await billsOf(collection.id)).total).toBe(1)
    const imported = await upload(collection.id, 'bills.csv', csv, '0')
    expect(imported.body.data.imported).toBe(2)
    const list = await billsOf(collection.id)
    expect(list.total).toBe(3)
    expect(list.data.map((b) => [b.payer_name, b.amount]).sort()).toEqual([
      ['Ahmad', '10.00'],
      ['Lim, Mei', '20.50'],
      ['Nurul Huda', '120.50'],
    ])
  })

  it('imports nothing when one row is bad, and says which row and why', async () => {
    const { collection } = await makeBill(api, token)
    const csv = 'payer_name,amount\nGood One,10.00\nBad Amount,-4\nGood Two,5\n'
    const res = await upload(collection.id, 'bills.csv', csv, '0')
    expect(res.status).toBe(400)
    expect(res.body.response_code).toBe(ResponseCode.VALIDATION_FAILED)
    expect(res.body.description).toBe('1 of 3 rows have errors; nothing was imported')
    expect(res.body.data.breakdown).toEqual({
      'row 3': 'amount: The amount must be a positive MYR amount with at most 2 decimals',
    })
    expect((await billsOf(collection.id)).total).toBe(1)
  })

  it('names empty required cells in the merchant’s words', async () => {
    const { collection } = await makeBill(api, token)
    const csv = 'payer_name,payer_email,amount\n,siti@example.my,10.00\nAli,,\n'
    const res = await upload(collection.id, 'bills.csv', csv, '1')
    expect(res.body.data.rows.map((r) => r.errors)).toEqual([
      ['payer_name: The payer name field is required'],
      ['amount: The amount field is required'],
    ])
  })

  it('reads .xlsx files, including the downloadable template', async () => {
    const { collection } = await makeBill(api, token)
    const template = await api.app.request(
      '/api/v1/payment-upload-files/customer-bills-template?format=xlsx',
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(template.headers.get('content-disposition')).toContain('niaga-bills-template.xlsx')
    const bytes = new Uint8Array(await template.arrayBuffer())
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer)
    expect(workbook.worksheets[0]!.getRow(1).getCell(1).text).toBe('payer_name')
    const res = await upload(collection.id, 'template.xlsx', bytes, '0')
    expect(res.body.data.imported).toBe(1)
  })

  it.each(['csv', 'xlsx'] as const)(
    'creates the bill of the downloadable %s template, uploaded unchanged, as its row says',
    async (format) => {
      const { collection } = await makeBill(api, token)
      const template = await api.app.request(
        `/api/v1/payment-upload-files/customer-bills-template?format=${format}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
      expect(template.status).toBe(200)
      const bytes = new Uint8Array(await template.arrayBuffer())
      // No larger than the reference says a template is.
      expect(bytes.byteLength).toBeLessThanOrEqual(BILL_TEMPLATE_MAX_BYTES)
      const res = await upload(collection.id, `niaga-bills-template.${format}`, bytes, '0')
      expect(res.body.response_code).toBe(ResponseCode.SUCCESS)
      expect(res.body.data.imported).toBe(1)
      const bill = (await billsOf(collection.id)).data.find((b) => b.payer_name === 'Siti Nur')
      expect(bill).toMatchObject({
        payer_email: 'siti@example.my',
        amount: '120.50',
        description: 'Yuran November',
        due_date: '2026-12-31',
      })
    },
  )

  it('takes a due date a spreadsheet stored as a date cell as that day', async () => {
    const { collection } = await makeBill(api, token)
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Bills')
    sheet.addRow(['payer_name', 'amount', 'due_date'])
    sheet.addRow(['Typed Date', 15, new Date(Date.UTC(2027, 0, 15))])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    const res = await upload(collection.id, 'typed.xlsx', bytes, '0')
    expect(res.body.data.imported).toBe(1)
    const bill = (await billsOf(collection.id)).data.find((b) => b.payer_name === 'Typed Date')
    expect(bill).toMatchObject({ amount: '15.00', due_date: '2027-01-15' })
  })

  it('refuses files that are not spreadsheets, or lack the columns', async () => {
    const { collection } = await makeBill(api, token)
    expect((await upload(collection.id, 'bills.pdf', 'x', '0')).body.data.breakdown).toEqual({
      file: 'Upload a .csv or .xlsx file',
    })
    expect((await upload(collection.id, 'bills.xlsx', 'not a zip', '0')).body.data.breakdown).toEqual({
      file: 'The file could not be read as a spreadsheet',
    })
    expect((await upload(collection.id, 'bills.csv', 'name,total\nA,1\n', '0')).body.data.breakdown).toEqual({
      file: 'Missing columns: payer_name, amount',
    })
  })
})

describe('sending payment links', () => {
  it('emails and texts the links of pending bills into the sandbox outbox, skipping what cannot be sent', async () => {
    const { bill } = await makeBill(api, token)
    const noPhone = bill
    const email = await api.call<{ sent: number; skipped: { reason: string }[] }>(
      'POST',
      '/messaging-services/bulk-email',
      { token, body: { bill_ids: [bill.id] } },
    )
    expect(email.body.data).toEqual({ sent: 1, skipped: [] })
    const sms = await api.call<{ sent: number; skipped: { reason: string }[] }>(
      'POST',
      '/messaging-services/bulk-sms',
      { token, body: { bill_ids: [noPhone.id] } },
    )
    expect(sms.body.data).toEqual({
      sent: 0,
      skipped: [{ bill_id: noPhone.id, reason: 'The bill has no payer phone' }],
    })
    const outbox = await api.call<ListData<{ recipient: string; body: string; channel: string }>>(
      'GET',
      '/sandbox/outbox?channel=email',
      { token },
    )
    expect(outbox.body.data.list.data[0]).toMatchObject({ recipient: 'nurul@example.my', channel: 'email' })
    expect(outbox.body.data.list.data[0]!.body).toContain(`/pay/bill/${bill.id}`)
    const other = (await api.login('merchant2@niaga.test')).access_token
    const foreign = await api.call<{ sent: number }>('POST', '/messaging-services/bulk-email', {
      token: other,
      body: { bill_ids: [bill.id] },
    })
    expect(foreign.body.data.sent).toBe(0)
    expect(
      (await api.call<ListData<unknown>>('GET', '/sandbox/outbox', { token: other })).body.data.list.total,
    ).toBe(0)
  })

  it("words the payer's message in the merchant's language: the account owner's", async () => {
    const { bill } = await makeBill(api, token)
    await api.call('PUT', '/users/me', { token, body: { language: 'ms' } })
    try {
      await api.call('POST', '/messaging-services/bulk-email', { token, body: { bill_ids: [bill.id] } })
    } finally {
      await api.call('PUT', '/users/me', { token, body: { language: 'en' } })
    }
    const outbox = await api.call<ListData<{ subject: string | null; body: string }>>(
      'GET',
      '/sandbox/outbox?channel=email',
      { token },
    )
    const mail = outbox.body.data.list.data.find((message) => message.body.includes(bill.invoice_no))!
    expect(mail.subject).toBe(`Bil ${bill.invoice_no} daripada Niaga Demo Sdn Bhd`)
    expect(mail.body).toContain(`Salam sejahtera ${bill.payer_name},`)
    expect(mail.body).toContain(`Niaga Demo Sdn Bhd: sila bayar RM ${bill.amount} untuk ${bill.invoice_no}: `)
  })
})
