// The 16 Malaysian states and federal territories (SPEC §3), with the state ids the spec gives.
// Ids not given by the spec are left null rather than invented; lookups go by name.
export const MALAYSIAN_STATES = [
  { id: null, name: 'Pulau Pinang' },
  { id: null, name: 'Kedah' },
  { id: null, name: 'Perlis' },
  { id: '1775640129', name: 'Sabah' },
  { id: '2609539356', name: 'Johor' },
  { id: '2609539371', name: 'Sarawak' },
  { id: '3208142734', name: 'Perak' },
  { id: null, name: 'Pahang' },
  { id: null, name: 'Selangor' },
  { id: null, name: 'Terengganu' },
  { id: null, name: 'Kelantan' },
  { id: null, name: 'Kuala Lumpur' },
  { id: null, name: 'Melaka' },
  { id: null, name: 'Labuan' },
  { id: null, name: 'Putrajaya' },
  { id: null, name: 'Negeri Sembilan' },
] as const

export const MALAYSIAN_STATE_NAMES = MALAYSIAN_STATES.map((state) => state.name) as unknown as [string, ...string[]]
