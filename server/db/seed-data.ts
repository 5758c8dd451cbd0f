// The sandbox's demo cast: who logs in, and the realistic names their data uses.
export const DEMO_PASSWORD = 'Sandbox#2026'

export const DEMO_LOGINS = [
  {
    email: 'merchant@niaga.test',
    full_name: 'Aisyah Rahman',
    account: 'Niaga Demo Sdn Bhd',
    type: 'merchant',
    label: 'Merchant',
  },
  {
    email: 'merchant2@niaga.test',
    full_name: 'Tan Wei Ming',
    account: 'Kedai Runcit Tan Enterprise',
    type: 'merchant',
    label: 'Second merchant',
  },
  {
    email: 'introducer@niaga.test',
    full_name: 'Ravi Kumar',
    account: 'Rakan Niaga Referral',
    type: 'introducer',
    label: 'Introducer',
  },
  {
    email: 'admin@niaga.test',
    full_name: 'Niaga Operations',
    account: 'Niaga Platform',
    type: 'admin',
    label: 'Admin',
  },
] as const

/** Members of the first merchant's account besides its owner (src/contract/team.ts); same password. */
export const DEMO_MEMBERS = [
  { email: 'staff@niaga.test', full_name: 'Farid Hakim', phone: '+60 12-345 6789', role: 'staff' },
  { email: 'viewer@niaga.test', full_name: 'Chong Mei Ling', phone: null, role: 'viewer' },
] as const

export const CUSTOMER_NAMES = [
  'Ahmad Faizal bin Ismail',
  'Nurul Huda binti Abdullah',
  'Lim Mei Ling',
  'Muthu a/l Krishnan',
  'Siti Aminah binti Yusof',
  'Wong Kah Hoe',
  'Farah Nadia binti Hassan',
  'Rajesh a/l Subramaniam',
  'Chong Siew Lan',
  'Mohd Hafiz bin Zainal',
  'Aminah binti Omar',
  'Lee Chee Keong',
  'Kavitha a/p Ramasamy',
  'Zulkifli bin Ahmad',
  'Ng Pei Shan',
  'Hafizah binti Salleh',
  'Goh Boon Hock',
  'Priya a/p Nair',
  'Azman bin Mohamed',
  'Teo Hui Min',
  'Norazlina binti Kassim',
  'Yap Jun Wei',
  'Saravanan a/l Maniam',
  'Intan Syafiqah binti Razak',
]

export const STATES_FOR_SEED = [
  'Selangor',
  'Kuala Lumpur',
  'Johor',
  'Pulau Pinang',
  'Perak',
  'Sabah',
  'Sarawak',
  'Melaka',
]
export const CHANNELS_FOR_SEED = [
  'fpx',
  'fpx',
  'fpx',
  'credit_card',
  'credit_card',
  'ewallet',
  'duitnow',
  'bnpl',
  'paypal',
  'crypto',
]

/** A plan's switches with every channel on. */
const EVERY_CHANNEL = {
  fpx_enable: true,
  credit_card_enable: true,
  ewallet_enable: true,
  duit_now_enable: true,
  bnpl_enable: true,
  paypal_enable: true,
  crypto_enable: true,
} as const

/**
 * The sandbox's plans, cheapest first. Starter is free with FPX and cards; Growth adds e-wallets and DuitNow;
 * Pro has every channel; Enterprise has every channel and a quarter off Niaga's fee. A year costs ten months.
 */
export const DEMO_PLANS = [
  {
    name: 'Niaga Starter',
    description: 'Online banking and cards, free',
    monthly_price_sen: 0,
    yearly_price_sen: 0,
    fpx_enable: true,
    credit_card_enable: true,
  },
  {
    name: 'Niaga Growth',
    description: 'Adds e-wallets and DuitNow QR',
    monthly_price_sen: 4_900,
    yearly_price_sen: 49_000,
    fpx_enable: true,
    credit_card_enable: true,
    ewallet_enable: true,
    duit_now_enable: true,
  },
  {
    name: 'Niaga Pro',
    description: 'Every channel, including buy now pay later, PayPal and crypto',
    monthly_price_sen: 9_900,
    yearly_price_sen: 99_000,
    ...EVERY_CHANNEL,
  },
  {
    name: 'Niaga Enterprise',
    description: 'Every channel and 25% off Niaga’s payment fee',
    monthly_price_sen: 29_900,
    yearly_price_sen: 299_000,
    fee_discount_percent: 25,
    ...EVERY_CHANNEL,
  },
] as const
