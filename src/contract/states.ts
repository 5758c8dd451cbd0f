// The 16 Malaysian states and federal territories (SPEC §3). Sabah, Johor, Sarawak and Perak carry the ids
// the spec gives; SPEC does not show the other twelve, so Niaga numbers them in the same 10-digit style
// (shipping zones and localities refer to states by id).
export const MALAYSIAN_STATES = [
  { id: '2609539363', name: 'Pulau Pinang' },
  { id: '2609539352', name: 'Kedah' },
  { id: '2609539368', name: 'Perlis' },
  { id: '1775640129', name: 'Sabah' },
  { id: '2609539356', name: 'Johor' },
  { id: '2609539371', name: 'Sarawak' },
  { id: '3208142734', name: 'Perak' },
  { id: '2609539362', name: 'Pahang' },
  { id: '2609539372', name: 'Selangor' },
  { id: '2609539375', name: 'Terengganu' },
  { id: '2609539357', name: 'Kelantan' },
  { id: '2609539358', name: 'Kuala Lumpur' },
  { id: '2609539359', name: 'Melaka' },
  { id: '2609539361', name: 'Labuan' },
  { id: '2609539369', name: 'Putrajaya' },
  { id: '2609539360', name: 'Negeri Sembilan' },
] as const

export const MALAYSIAN_STATE_NAMES = MALAYSIAN_STATES.map((state) => state.name) as unknown as [
  string,
  ...string[],
]
