// Reads the acquirer's RSA public key before jsencrypt sees it. jsencrypt accepts almost anything
// silently (it reads an EC key's point as a modulus and encrypts garbage), and SPEC §8 wants "not a
// key" ('Invalid public key') told apart from "a key, but not RSA" ('Invalid RSA public key').
// Accepted: base64 DER SubjectPublicKeyInfo (what the acquirer serves), or PEM of it ("PUBLIC KEY")
// or of a PKCS#1 RSAPublicKey ("RSA PUBLIC KEY"). Bytes that are not DER give 'Invalid public key';
// well-formed DER that is not an RSA public key gives 'Invalid RSA public key'.
import { base64ToBytes, bytesToBase64 } from './base64.ts'

export interface RsaPublicKey {
  /** Re-armoured PEM for jsencrypt. */
  pem: string
  modulusBits: number
}

const RSA_ENCRYPTION_OID = '2a864886f70d010101' // 1.2.840.113549.1.1.1
const SEQUENCE = 0x30
const INTEGER = 0x02
const BIT_STRING = 0x03
const OID = 0x06

const notAKey = () => new Error('Invalid public key')
const notRsa = () => new Error('Invalid RSA public key')

interface Tlv {
  tag: number
  body: Uint8Array
  end: number
}

/** One DER tag-length-value at `offset`; definite lengths only, as DER requires. */
function readTlv(bytes: Uint8Array, offset: number): Tlv {
  const tag = bytes[offset]
  let length = bytes[offset + 1]
  let start = offset + 2
  if (tag === undefined || length === undefined) throw notAKey()
  if (length & 0x80) {
    const count = length & 0x7f
    if (count === 0 || count > 3 || start + count > bytes.length) throw notAKey()
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + (bytes[start + i] ?? 0)
    start += count
  }
  if (start + length > bytes.length) throw notAKey()
  return { tag, body: bytes.subarray(start, start + length), end: start + length }
}

function readAll(bytes: Uint8Array): Tlv[] {
  const items: Tlv[] = []
  for (let offset = 0; offset < bytes.length; offset = items[items.length - 1]!.end)
    items.push(readTlv(bytes, offset))
  return items
}

/** A SEQUENCE that fills `bytes` exactly (trailing bytes mean it is not what it claims to be). */
function readSequence(bytes: Uint8Array, error: () => Error): Tlv[] {
  const outer = readTlv(bytes, 0)
  if (outer.tag !== SEQUENCE || outer.end !== bytes.length) throw error()
  return readAll(outer.body)
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** PKCS#1 RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }; answers the modulus size. */
function rsaModulusBits(bytes: Uint8Array): number {
  const [modulus, exponent, ...rest] = readSequence(bytes, notRsa)
  if (!modulus || !exponent || rest.length > 0 || modulus.tag !== INTEGER || exponent.tag !== INTEGER)
    throw notRsa()
  const positive = (n: Uint8Array) => n.length > 0 && (n[0]! & 0x80) === 0 && n.some((b) => b !== 0)
  if (!positive(modulus.body) || !positive(exponent.body)) throw notRsa()
  const significant = modulus.body.subarray(modulus.body.findIndex((b) => b !== 0))
  const bitsInTopByte = 32 - Math.clz32(significant[0]!)
  return (significant.length - 1) * 8 + bitsInTopByte
}

const armour = (label: string, der: Uint8Array) => {
  const base64 = bytesToBase64(der)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- PEM armour, not words
  return `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`
}

export function parseRsaPublicKey(input: string): RsaPublicKey {
  const text = input.trim()
  const pem = /^-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----$/.exec(text)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a PEM label, not words
  const label = pem ? pem[1] : 'PUBLIC KEY'
  if (text.startsWith('-----') && !pem) throw notAKey()
  const der = base64ToBytes((pem ? pem[2]! : text).replace(/\s+/g, ''))
  if (!der) throw notAKey()
  if (label === 'RSA PUBLIC KEY') return { pem: armour(label, der), modulusBits: rsaModulusBits(der) }
  if (label !== 'PUBLIC KEY') throw notAKey()

  // SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }
  const [algorithm, publicKey, ...rest] = readSequence(der, notAKey)
  if (
    !algorithm ||
    !publicKey ||
    rest.length > 0 ||
    algorithm.tag !== SEQUENCE ||
    publicKey.tag !== BIT_STRING
  ) {
    throw notAKey()
  }
  const oid = readAll(algorithm.body)[0]
  if (!oid || oid.tag !== OID) throw notAKey()
  if (toHex(oid.body) !== RSA_ENCRYPTION_OID) throw notRsa()
  // The first BIT STRING byte counts unused bits; a DER-encoded key uses whole bytes.
  if (publicKey.body[0] !== 0) throw notRsa()
  return { pem: armour(label, der), modulusBits: rsaModulusBits(publicKey.body.subarray(1)) }
}
