// The payout services Niaga offers (payout_service_id): which rail a payout travels on, what Niaga charges
// for it and how long the bank takes. Reference data: the rails themselves are the bank switch's
// (server/providers/payout-rails.ts).

export interface PayoutRail {
  payout_service_id: number
  bank_type_id: number
  name: string
  /** The rail's code at the bank switch. */
  unique_reference: string
  fee_sen: number
  processing_seconds: number
  description: string
}

export const PAYOUT_RAILS: readonly PayoutRail[] = [
  {
    payout_service_id: 1,
    bank_type_id: 1,
    name: 'DuitNow Transfer',
    unique_reference: 'DUITNOW_TRANSFER',
    fee_sen: 100,
    processing_seconds: 300,
    description: 'Instant transfer; paid within minutes',
  },
  {
    payout_service_id: 2,
    bank_type_id: 1,
    name: 'Interbank GIRO (IBG)',
    unique_reference: 'IBG',
    fee_sen: 20,
    processing_seconds: 4 * 3600,
    description: 'Batch transfer; paid within hours',
  },
  {
    payout_service_id: 3,
    bank_type_id: 2,
    name: 'RENTAS',
    unique_reference: 'RENTAS',
    fee_sen: 500,
    processing_seconds: 1800,
    description: 'Real-time gross settlement for large corporate payouts',
  },
  {
    payout_service_id: 4,
    bank_type_id: 2,
    name: 'Interbank GIRO (IBG) corporate',
    unique_reference: 'IBG_CORPORATE',
    fee_sen: 50,
    processing_seconds: 4 * 3600,
    description: 'Batch transfer to a corporate account',
  },
]

export const railById = (id: number) => PAYOUT_RAILS.find((rail) => rail.payout_service_id === id)
