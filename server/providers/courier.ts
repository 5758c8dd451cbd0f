// The courier: books the pickup of a shipment the merchant paid for (a consignment number the parcel
// travels under) and prints its consignment note, the label stuck on the parcel.

export interface ShipmentBooking {
  shipmentId: string
  orderNo: string
  weightKg: number
}

export interface ConsignmentNote {
  consignmentNo: string
  orderNo: string
  /** `company`: the merchant's registered name and SSM number, under the store's name. */
  sender: { name: string; company?: string | null; phone: string | null; address: string | null }
  recipient: { name: string; phone: string | null; lines: string[] }
  weightKg: number
  paidAt: Date
}

export interface Courier {
  bookShipment(booking: ShipmentBooking): Promise<{ consignmentNo: string }>
  /** The consignment note as a PDF (an A6 label). */
  consignmentNote(note: ConsignmentNote): Promise<Uint8Array>
}
