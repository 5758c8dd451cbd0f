// The sandbox card acquirer: its RSA key pair, and decryption of what the browser encrypted
// (src/lib/card/encrypt.ts, SPEC §7). Node 20 refuses RSA PKCS#1 v1.5 decryption in node:crypto
// (CVE-2023-46809 hardening), so the session key is decrypted with node-forge; the AES part (OpenSSL
// "Salted__", EVP_BytesToKey with MD5) uses node:crypto.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
} from 'node:crypto'
import forge from 'node-forge'
import type { AcquirerKeys } from '../deps.ts'

/** Which step failed: for the server's own logs only. The message never carries any of the input. */
export type CardDecryptFailure = 'format' | 'session-key' | 'data' | 'payload'

export class CardDecryptError extends Error {
  readonly failure: CardDecryptFailure

  constructor(failure: CardDecryptFailure) {
    super('The card data could not be decrypted')
    this.name = 'CardDecryptError'
    this.failure = failure
  }
}

export interface PlainCard {
  number: string
  month: string
  year: string
  cvv: string
}

export function createAcquirerKeys(): AcquirerKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    publicKeyBase64Der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}

let memoryKeys: AcquirerKeys | undefined
/** One key pair per process for tests and benches: generating an RSA 2048 key costs 50–500 ms. */
export function memoryAcquirerKeys(): AcquirerKeys {
  memoryKeys ??= createAcquirerKeys()
  return memoryKeys
}

// docs/payments.md ("Card data") documents this file name.
const KEY_FILE = 'sandbox-acquirer-key.json'

/** The stored private key is the truth; the public half is derived again so the two cannot disagree. */
function readKeys(file: string): AcquirerKeys {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<AcquirerKeys>
    const privateKey = createPrivateKey(String(stored.privateKeyPem))
    if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('not RSA')
    const publicKey = createPublicKey(privateKey)
    return {
      publicKeyBase64Der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }
  } catch {
    throw new Error(`The sandbox acquirer key file ${file} is unreadable; delete it to create a new key`)
  }
}

/** Keeps the key pair in the data folder, owner-only, so restarts keep accepting encrypted cards. */
export function loadOrCreateAcquirerKeys(dir: string): AcquirerKeys {
  const file = join(dir, KEY_FILE)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    const keys = createAcquirerKeys()
    try {
      // 'wx': if another process created the file meanwhile, its key wins and is read below.
      writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
      return keys
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  // A file copied in or made by an older build may be readable by others: tighten it.
  chmodSync(file, 0o600)
  return readKeys(file)
}

const HEX_LENGTH = /^[0-9a-f]{4}$/i
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const isBase64 = (text: string) => text.length % 4 === 0 && BASE64.test(text)

// Parsing a PEM with node-forge takes milliseconds; the server uses one key for its whole life.
let parsedKey: { pem: string; key: forge.pki.rsa.PrivateKey } | undefined
function forgePrivateKey(privateKeyPem: string): forge.pki.rsa.PrivateKey {
  if (parsedKey?.pem !== privateKeyPem) {
    try {
      parsedKey = { pem: privateKeyPem, key: forge.pki.privateKeyFromPem(privateKeyPem) }
    } catch {
      // The server's own configuration is broken, not the payer's input: not a CardDecryptError.
      throw new Error('The sandbox acquirer private key is invalid')
    }
  }
  return parsedKey.key
}

/** OpenSSL EVP_BytesToKey with MD5 and one round: a 32-byte key then a 16-byte IV. */
function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = []
  let previous = Buffer.alloc(0)
  while (blocks.length * 16 < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest()
    blocks.push(previous)
  }
  const derived = Buffer.concat(blocks)
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) }
}

function attempt<T>(failure: CardDecryptFailure, step: () => T): T {
  try {
    return step()
  } catch {
    // The cause is dropped on purpose: library messages may quote the bytes they choked on.
    throw new CardDecryptError(failure)
  }
}

/** Splits `{4 hex digits}{base64 encrypted key}{base64 encrypted data}` and decrypts it. */
export function decryptCardInfo(encryptedCardInfo: string, privateKeyPem: string): PlainCard {
  const privateKey = forgePrivateKey(privateKeyPem)
  const text = typeof encryptedCardInfo === 'string' ? encryptedCardInfo : ''
  const prefix = text.slice(0, 4)
  if (!HEX_LENGTH.test(prefix)) throw new CardDecryptError('format')
  const keyLength = Number.parseInt(prefix, 16)
  const encryptedKey = text.slice(4, 4 + keyLength)
  const encryptedData = text.slice(4 + keyLength)
  if (
    keyLength === 0 ||
    encryptedKey.length !== keyLength ||
    !isBase64(encryptedKey) ||
    !isBase64(encryptedData)
  ) {
    throw new CardDecryptError('format')
  }

  const sessionKey = attempt('session-key', () =>
    privateKey.decrypt(Buffer.from(encryptedKey, 'base64').toString('binary'), 'RSAES-PKCS1-V1_5'),
  )
  if (sessionKey === '') throw new CardDecryptError('session-key')

  const data = Buffer.from(encryptedData, 'base64')
  // "Salted__", 8 bytes of salt, then whole AES blocks (at least one: PKCS#7 always pads).
  if (data.length < 32 || data.length % 16 !== 0 || data.subarray(0, 8).toString('latin1') !== 'Salted__') {
    throw new CardDecryptError('data')
  }
  const plain = attempt('data', () => {
    const { key, iv } = evpBytesToKey(Buffer.from(sessionKey, 'binary'), data.subarray(8, 16))
    const decipher = createDecipheriv('aes-256-cbc', key, iv)
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]),
    )
  })

  // Exactly number;MM;YYYY;cvv. The values themselves are judged by validateCard afterwards.
  const [number, month, year, cvv, ...rest] = plain.split(';')
  if (
    number === undefined ||
    month === undefined ||
    year === undefined ||
    cvv === undefined ||
    rest.length > 0
  ) {
    throw new CardDecryptError('payload')
  }
  if (!/^\d{1,19}$/.test(number)) throw new CardDecryptError('payload')
  return { number, month, year, cvv }
}
