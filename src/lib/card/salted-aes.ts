// AES-256-CBC in OpenSSL's "Salted__" format (what `openssl enc -aes-256-cbc -md md5` and CryptoJS
// write): the acquirer derives the same key and IV from the session key with EVP_BytesToKey.
import { cbc } from '@noble/ciphers/aes.js'
import { md5 } from '@noble/hashes/legacy.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { bytesToBase64 } from './base64.ts'

const SESSION_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// The largest multiple of 62 below 256: bytes at or above it would favour the first characters.
const UNBIASED_LIMIT = 248

/** A random alphanumeric session key (SPEC §7: 8 characters) from the platform's CSPRNG. */
export function randomSessionKey(length = 8): string {
  let key = ''
  while (key.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_LIMIT && key.length < length) key += SESSION_KEY_ALPHABET[byte % 62]
    }
  }
  return key
}

/** OpenSSL EVP_BytesToKey with MD5 and one round: a 32-byte key then a 16-byte IV. */
export function evpBytesToKey(passphrase: Uint8Array, salt: Uint8Array): { key: Uint8Array; iv: Uint8Array } {
  const blocks: Uint8Array[] = []
  let previous = new Uint8Array(0)
  while (blocks.length * 16 < 48) {
    previous = md5(concatBytes(previous, passphrase, salt))
    blocks.push(previous)
  }
  const derived = concatBytes(...blocks)
  return { key: derived.slice(0, 32), iv: derived.slice(32, 48) }
}

/** base64("Salted__" + 8-byte salt + ciphertext), PKCS#7 padded, under a key derived from the passphrase. */
export function aesEncryptSalted(plain: string, passphrase: string): string {
  const salt = crypto.getRandomValues(new Uint8Array(8))
  const { key, iv } = evpBytesToKey(utf8ToBytes(passphrase), salt)
  const ciphertext = cbc(key, iv).encrypt(utf8ToBytes(plain))
  // eslint-disable-next-line lingui/no-unlocalized-strings -- OpenSSL's salt header, not words
  return bytesToBase64(concatBytes(utf8ToBytes('Salted__'), salt, ciphertext))
}
