// SPEC §7 card data protection, in the browser: the payload number;MM;YYYY;cvv is encrypted with
// AES-256-CBC in OpenSSL "Salted__" format under a random 8-character session key; the session key is
// RSA-encrypted (PKCS#1 v1.5) with the acquirer's public key. The value sent is a 4-hex-digit length of
// the base64 encrypted key, that key, then the base64 encrypted data.
import { cbc } from '@noble/ciphers/aes.js'
import { md5 } from '@noble/hashes/legacy.js'
import JSEncrypt from 'jsencrypt'
import { maskCardNumber } from './mask.ts'
import { digitsOnly, type CardInput } from './validate.ts'

export interface EncryptedCard {
  encryptedCardInfo: string
  maskedCardInfo: string
  expMonthCardInfo: string
  expYearCardInfo: string
}

const SESSION_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomSessionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (b) => SESSION_KEY_ALPHABET[b % SESSION_KEY_ALPHABET.length]).join('')
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))

/** OpenSSL's EVP_BytesToKey with MD5, one iteration: 32-byte key and 16-byte IV from passphrase and salt. */
function bytesToKey(passphrase: Uint8Array, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  const out = new Uint8Array(48)
  let previous = new Uint8Array(0)
  for (let filled = 0; filled < 48; filled += 16) {
    previous = md5(new Uint8Array([...previous, ...passphrase, ...salt]))
    out.set(previous, filled)
  }
  return { key: out.slice(0, 32), iv: out.slice(32, 48) }
}

export function aesEncryptSalted(plain: string, passphrase: string): string {
  const salt = crypto.getRandomValues(new Uint8Array(8))
  const { key, iv } = bytesToKey(new TextEncoder().encode(passphrase), salt)
  const cipher = cbc(key, iv).encrypt(new TextEncoder().encode(plain))
  return toBase64(new Uint8Array([...new TextEncoder().encode('Salted__'), ...salt, ...cipher]))
}

function toPem(publicKey: string): string {
  const trimmed = publicKey.trim()
  if (trimmed.startsWith('-----BEGIN')) return trimmed
  const body = trimmed.replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw new Error('Invalid public key')
  return `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`
}

function rsaEncrypt(message: string, publicKey: string): string {
  const rsa = new JSEncrypt()
  try {
    rsa.setPublicKey(toPem(publicKey))
  } catch {
    throw new Error('Invalid public key')
  }
  const key = rsa.getKey() as unknown as { n?: { bitLength(): number } }
  if (!key.n || key.n.bitLength() < 512) throw new Error('Invalid RSA public key')
  // PKCS#1 v1.5 needs 11 bytes of padding inside the modulus.
  if (new TextEncoder().encode(message).length > Math.floor((key.n.bitLength() + 7) / 8) - 11) throw new Error('Message too long for RSA')
  const encrypted = rsa.encrypt(message)
  if (encrypted === false) throw new Error('Invalid RSA public key')
  return encrypted
}

export function encryptCardInfo(card: CardInput, publicKey: string): EncryptedCard {
  const number = digitsOnly(card.cardnumber ?? '')
  const month = (card.month ?? '').trim().padStart(2, '0')
  const year = (card.year ?? '').trim()
  const sessionKey = randomSessionKey()
  const encryptedKey = rsaEncrypt(sessionKey, publicKey)
  const encryptedData = aesEncryptSalted(`${number};${month};${year};${(card.cvv ?? '').trim()}`, sessionKey)
  const length = encryptedKey.length.toString(16).padStart(4, '0')
  return {
    encryptedCardInfo: `${length}${encryptedKey}${encryptedData}`,
    maskedCardInfo: maskCardNumber(number),
    expMonthCardInfo: month,
    expYearCardInfo: year,
  }
}
