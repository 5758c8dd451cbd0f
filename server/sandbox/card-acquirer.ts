// The sandbox card acquirer: its RSA key pair, and decryption of what the browser encrypted.
// Node 20 refuses RSA PKCS#1 v1.5 decryption in node:crypto (CVE-2023-46809 hardening), so the session
// key is decrypted with node-forge; the AES part (OpenSSL "Salted__", EVP_BytesToKey/MD5) uses node:crypto.
import { createDecipheriv, createHash, generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import forge from 'node-forge'
import type { AcquirerKeys } from '../http/types.ts'

export class CardDecryptError extends Error {
  constructor() {
    super('The card data could not be decrypted')
    this.name = 'CardDecryptError'
  }
}

export function createAcquirerKeys(): AcquirerKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    publicKeyBase64Der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

let memoryKeys: AcquirerKeys | undefined
/** One key pair per process for tests: generating RSA keys costs about 100 ms. */
export function memoryAcquirerKeys(): AcquirerKeys {
  memoryKeys ??= createAcquirerKeys()
  return memoryKeys
}

/** Keeps the key pair in the data folder (owner-only) so restarts keep accepting encrypted cards. */
export function loadOrCreateAcquirerKeys(dir: string): AcquirerKeys {
  const file = join(dir, 'sandbox-acquirer-key.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as AcquirerKeys
  mkdirSync(dir, { recursive: true })
  const keys = createAcquirerKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return keys
}

function bytesToKey(passphrase: Buffer, salt: Buffer) {
  const parts: Buffer[] = []
  let previous = Buffer.alloc(0)
  while (Buffer.concat(parts).length < 48) {
    previous = createHash('md5').update(Buffer.concat([previous, passphrase, salt])).digest()
    parts.push(previous)
  }
  const out = Buffer.concat(parts)
  return { key: out.subarray(0, 32), iv: out.subarray(32, 48) }
}

export interface PlainCard {
  number: string
  month: string
  year: string
  cvv: string
}

export function decryptCardInfo(encryptedCardInfo: string, privateKeyPem: string): PlainCard {
  try {
    const keyLength = Number.parseInt(encryptedCardInfo.slice(0, 4), 16)
    if (!/^[0-9a-f]{4}$/i.test(encryptedCardInfo.slice(0, 4)) || keyLength <= 0) throw new CardDecryptError()
    const encryptedKey = encryptedCardInfo.slice(4, 4 + keyLength)
    const encryptedData = Buffer.from(encryptedCardInfo.slice(4 + keyLength), 'base64')
    const privateKey = forge.pki.privateKeyFromPem(privateKeyPem)
    const sessionKey = privateKey.decrypt(forge.util.decode64(encryptedKey), 'RSAES-PKCS1-V1_5')
    if (encryptedData.subarray(0, 8).toString('latin1') !== 'Salted__') throw new CardDecryptError()
    const { key, iv } = bytesToKey(Buffer.from(sessionKey, 'binary'), encryptedData.subarray(8, 16))
    const decipher = createDecipheriv('aes-256-cbc', key, iv)
    const plain = Buffer.concat([decipher.update(encryptedData.subarray(16)), decipher.final()]).toString('utf8')
    const [number = '', month = '', year = '', cvv = '', ...rest] = plain.split(';')
    if (rest.length > 0 || !/^\d{12,19}$/.test(number)) throw new CardDecryptError()
    return { number, month, year, cvv }
  } catch {
    // Never echo the input or the cause: either could carry card data.
    throw new CardDecryptError()
  }
}
