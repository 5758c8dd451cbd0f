// Malaysian localities for address pickers (SPEC §3 "Locality": id, name, isIn, isInId), built from the
// malaysia-postcodes package (cities with their postcodes, per state) and the state ids of
// src/contract/states.ts. SPEC does not show where locality ids come from, so Niaga derives them:
// id = FNV-1a 32-bit hash of "{state id}:{city name}", as a decimal string. A hash (not a list position)
// keeps every id stable when a package update adds or reorders cities; a unit test proves they are unique.
import { allPostcodes } from 'malaysia-postcodes'
import { MALAYSIAN_STATES } from '../contract/states.ts'

export interface Locality {
  id: string
  name: string | null
  /** State name. */
  isIn: string
  /** State id. */
  isInId: string
}

/** The package spells the federal territories "Wp Kuala Lumpur", "Wp Labuan", "Wp Putrajaya". */
const stateNameOf = (packageName: string) => packageName.replace(/^Wp /i, '')

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export const localityId = (stateId: string, name: string): string => String(fnv1a(`${stateId}:${name}`))

interface Entry {
  locality: Locality
  postcodes: ReadonlySet<string>
}

let entries: Entry[] | undefined

function allEntries(): Entry[] {
  entries ??= allPostcodes.flatMap((packageState) => {
    const state = MALAYSIAN_STATES.find((s) => s.name === stateNameOf(packageState.name))
    if (!state) return []
    return packageState.city.map((city) => ({
      locality: { id: localityId(state.id, city.name), name: city.name, isIn: state.name, isInId: state.id },
      postcodes: new Set(city.postcode),
    }))
  })
  return entries
}

/** A state's localities, sorted by name. */
export function localitiesOf(stateId: string): Locality[] {
  return allEntries()
    .filter((entry) => entry.locality.isInId === stateId)
    .map((entry) => entry.locality)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
}

export function findLocality(localityId: string): Locality | undefined {
  return allEntries().find((entry) => entry.locality.id === localityId)?.locality
}

/** The postcodes that belong to a locality (empty for an unknown id). */
export function postcodesOf(localityId: string): string[] {
  return [...(allEntries().find((entry) => entry.locality.id === localityId)?.postcodes ?? [])]
}

/** True when the postcode is one of the locality's (the address check of the checkout form). */
export function isPostcodeOf(localityId: string, postcode: string): boolean {
  return (
    allEntries()
      .find((entry) => entry.locality.id === localityId)
      ?.postcodes.has(postcode.trim()) ?? false
  )
}
