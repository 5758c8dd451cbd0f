// The sandbox's demo cast: who logs in, and the realistic names their data uses.
export const DEMO_PASSWORD = 'Sandbox#2026'

export const DEMO_LOGINS = [
  { email: 'merchant@niaga.test', full_name: 'Aisyah Rahman', account: 'Niaga Demo Sdn Bhd', type: 'merchant', label: 'Merchant' },
  { email: 'merchant2@niaga.test', full_name: 'Tan Wei Ming', account: 'Kedai Runcit Tan Enterprise', type: 'merchant', label: 'Second merchant' },
  { email: 'introducer@niaga.test', full_name: 'Ravi Kumar', account: 'Rakan Niaga Referral', type: 'introducer', label: 'Introducer' },
  { email: 'admin@niaga.test', full_name: 'Niaga Operations', account: 'Niaga Platform', type: 'admin', label: 'Admin' },
] as const

export const CUSTOMER_NAMES = [
  'Ahmad Faizal bin Ismail', 'Nurul Huda binti Abdullah', 'Lim Mei Ling', 'Muthu a/l Krishnan', 'Siti Aminah binti Yusof',
  'Wong Kah Hoe', 'Farah Nadia binti Hassan', 'Rajesh a/l Subramaniam', 'Chong Siew Lan', 'Mohd Hafiz bin Zainal',
  'Aminah binti Omar', 'Lee Chee Keong', 'Kavitha a/p Ramasamy', 'Zulkifli bin Ahmad', 'Ng Pei Shan',
  'Hafizah binti Salleh', 'Goh Boon Hock', 'Priya a/p Nair', 'Azman bin Mohamed', 'Teo Hui Min',
  'Norazlina binti Kassim', 'Yap Jun Wei', 'Saravanan a/l Maniam', 'Intan Syafiqah binti Razak',
]

export const STATES_FOR_SEED = ['Selangor', 'Kuala Lumpur', 'Johor', 'Pulau Pinang', 'Perak', 'Sabah', 'Sarawak', 'Melaka']
export const CHANNELS_FOR_SEED = ['fpx', 'fpx', 'fpx', 'credit_card', 'credit_card', 'ewallet', 'duitnow', 'bnpl', 'paypal', 'crypto']
