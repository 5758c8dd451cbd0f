// Which IP addresses Niaga refuses to call (docs/operations.md, "Outbound calls"): everything that is not a
// public unicast address. Pure: the outbound client (outbound.ts) classifies each address it is about to
// connect to, after DNS resolution and again on every redirect.
import { isIP } from 'node:net'

export type AddressKind =
  'private' | 'loopback' | 'link-local' | 'unique-local' | 'unspecified' | 'multicast' | 'reserved'

/** How an address of each kind is named in an error ("a loopback address"). */
export const ADDRESS_KIND_WORDS: Record<AddressKind, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  'link-local': 'a link-local address',
  'unique-local': 'a private (unique local) address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
}

type Range4 = readonly [first: number, bits: number, kind: AddressKind]

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0

/** IPv4 ranges that are not public unicast (RFC 6890 and friends), most specific first. */
const IPV4_RANGES: readonly Range4[] = [
  [v4(0, 0, 0, 0), 32, 'unspecified'],
  [v4(0, 0, 0, 0), 8, 'reserved'], // "this network"
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'private'], // shared address space (carrier-grade NAT)
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'], // includes cloud metadata at 169.254.169.254
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'], // IETF protocol assignments
  [v4(192, 0, 2, 0), 24, 'reserved'], // documentation
  [v4(192, 88, 99, 0), 24, 'reserved'], // 6to4 relay anycast
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'], // benchmarking
  [v4(198, 51, 100, 0), 24, 'reserved'], // documentation
  [v4(203, 0, 113, 0), 24, 'reserved'], // documentation
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'], // includes the broadcast address 255.255.255.255
]

const inRange = (value: number, first: number, bits: number) =>
  bits === 0 || value >>> (32 - bits) === first >>> (32 - bits)

function classifyV4(value: number): AddressKind | null {
  for (const [first, bits, kind] of IPV4_RANGES) if (inRange(value, first, bits)) return kind
  return null
}

function parseV4(text: string): number {
  const [a, b, c, d] = text.split('.').map(Number)
  return v4(a!, b!, c!, d!)
}

/** The 16 bytes of an IPv6 address (already checked by isIP), as eight 16-bit groups. */
function parseV6(text: string): number[] {
  let body = text
  const tail: number[] = []
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(body)
  if (dotted) {
    const value = parseV4(dotted[1]!)
    tail.push(value >>> 16, value & 0xffff)
    body = body.slice(0, -dotted[1]!.length)
    if (body.endsWith(':') && !body.endsWith('::')) body = body.slice(0, -1)
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const [head, rest] = body.split('::') as [string, string | undefined]
  const front = groups(head)
  const back = [...groups(rest ?? ''), ...tail]
  if (rest === undefined) return [...front, ...tail]
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back]
}

function classifyV6(g: number[]): AddressKind | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  const embedded = (hi: number, lo: number) => classifyV4(((hi << 16) | lo) >>> 0)
  if (zeros(0, 8)) return 'unspecified'
  if (zeros(0, 7) && g[7] === 1) return 'loopback'
  if (zeros(0, 5) && g[5] === 0xffff) return embedded(g[6]!, g[7]!) // IPv4-mapped ::ffff:a.b.c.d
  if (zeros(0, 6)) return 'reserved' // IPv4-compatible ::a.b.c.d (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return embedded(g[6]!, g[7]!) // NAT64 64:ff9b::/96
  const first = g[0]!
  if (first >= 0xff00) return 'multicast'
  if ((first & 0xffc0) === 0xfe80) return 'link-local'
  if ((first & 0xffc0) === 0xfec0) return 'private' // site-local (deprecated)
  if ((first & 0xfe00) === 0xfc00) return 'unique-local'
  // Only 2000::/3 is global unicast; inside it, documentation and 6to4 (which embeds an IPv4 address).
  if ((first & 0xe000) !== 0x2000) return 'reserved'
  if (first === 0x2001 && g[1] === 0x0db8) return 'reserved'
  if (first === 0x2002) return embedded(g[1]!, g[2]!)
  return null
}

/**
 * What kind of non-public address `address` is, or null for a public unicast address (or text that is not
 * an IP address at all). IPv6 addresses may carry brackets or a zone (`fe80::1%eth0`).
 */
export function classifyAddress(address: string): AddressKind | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  const family = isIP(bare)
  if (family === 4) return classifyV4(parseV4(bare))
  if (family === 6) return classifyV6(parseV6(bare.toLowerCase()))
  return null
}

/** Names that are loopback by definition (RFC 6761), refused without asking DNS. */
export const isLoopbackName = (hostname: string) => /^(?:.+\.)?localhost\.?$/i.test(hostname)
