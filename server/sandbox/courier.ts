// The sandbox courier: assigns consignment numbers when the merchant pays for a label, and prints the
// consignment note (an A6 label PDF).
import { randomInt } from 'node:crypto'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Clock } from '../clock.ts'
import type { ConsignmentNote, Courier } from '../providers/courier.ts'
import { mytDate } from '../services/dashboard/periods.ts'
import { code128Bars } from './barcode.ts'

export const SANDBOX_COURIER = 'Niaga Sandbox Courier'

/** e.g. NSC2611220123456789MY: courier prefix, yymmdd, 10 random digits, country. */
function newConsignmentNo(now: Date): string {
  const { y, m, d } = mytDate(now)
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('')
  return `NSC${String(y).slice(2)}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${digits}MY`
}

/** A6 portrait in points (105 × 148 mm). */
const A6: [number, number] = [297.64, 419.53]
const MARGIN = 18

// The standard PDF fonts cover Latin-1 only: anything else prints as "?" rather than failing the download.
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')

function drawLines(
  page: PDFPage,
  font: PDFFont,
  lines: string[],
  x: number,
  top: number,
  size: number,
): number {
  let y = top
  for (const line of lines) {
    page.drawText(printable(line), { x, y, size, font, maxWidth: A6[0] - 2 * MARGIN })
    y -= size + 3
  }
  return y
}

/** The consignment number as a scannable Code 128 barcode, at most 1.2 pt a module, within the margins. */
function drawBarcode(page: PDFPage, text: string, x: number, y: number, height: number) {
  const bars = code128Bars(text)
  const modules = Math.max(...bars.map((bar) => bar.x + bar.width))
  const module = Math.min(1.2, (A6[0] - 2 * MARGIN) / modules)
  for (const bar of bars) {
    page.drawRectangle({ x: x + bar.x * module, y, width: bar.width * module, height, color: rgb(0, 0, 0) })
  }
}

export async function buildConsignmentNote(note: ConsignmentNote): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Consignment note ${note.consignmentNo}`)
  pdf.setProducer(SANDBOX_COURIER)
  pdf.setCreationDate(note.paidAt)
  const page = pdf.addPage(A6)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const [width, height] = A6
  let y = height - MARGIN - 12

  page.drawText(SANDBOX_COURIER.toUpperCase(), { x: MARGIN, y, size: 12, font: bold })
  y -= 16
  page.drawText(`Consignment note · sandbox`.replace('·', '-'), {
    x: MARGIN,
    y,
    size: 8,
    font: regular,
    color: rgb(0.35, 0.35, 0.35),
  })
  y -= 14
  drawBarcode(page, note.consignmentNo, MARGIN, y - 40, 40)
  y -= 54
  page.drawText(note.consignmentNo, { x: MARGIN, y, size: 11, font: bold })
  y -= 10
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.8 })

  y -= 16
  page.drawText('TO', { x: MARGIN, y, size: 8, font: bold })
  y = drawLines(page, bold, [note.recipient.name], MARGIN, y - 13, 11)
  y = drawLines(
    page,
    regular,
    [...note.recipient.lines, ...(note.recipient.phone ? [`Tel: ${note.recipient.phone}`] : [])],
    MARGIN,
    y - 1,
    9,
  )

  y -= 8
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5 })
  y -= 14
  page.drawText('FROM', { x: MARGIN, y, size: 8, font: bold })
  y = drawLines(
    page,
    regular,
    [
      note.sender.name,
      ...(note.sender.company && note.sender.company !== note.sender.name ? [note.sender.company] : []),
      ...(note.sender.address ? [note.sender.address] : []),
      ...(note.sender.phone ? [`Tel: ${note.sender.phone}`] : []),
    ],
    MARGIN,
    y - 12,
    9,
  )

  y -= 8
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5 })
  drawLines(
    page,
    regular,
    [
      `Order: ${note.orderNo}`,
      `Weight: ${note.weightKg.toFixed(3)} kg`,
      `Paid: ${note.paidAt.toISOString().slice(0, 10)}`,
    ],
    MARGIN,
    y - 14,
    9,
  )
  return pdf.save()
}

export const sandboxCourier = (clock: Clock): Courier => ({
  bookShipment: () => Promise.resolve({ consignmentNo: newConsignmentNo(clock.now()) }),
  consignmentNote: buildConsignmentNote,
})
