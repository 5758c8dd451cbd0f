import { createPrivateKey, createPublicKey } from 'node:crypto'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import forge from 'node-forge'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createAcquirerKeys,
  loadOrCreateAcquirerKeys,
  memoryAcquirerKeys,
} from '../../server/sandbox/acquirer-keys.ts'
import { CardDecryptError, decryptCardInfo } from '../../server/sandbox/card-acquirer.ts'
import { encryptCardInfo } from '../../src/lib/card/encrypt.ts'
import { aesEncryptSalted } from '../../src/lib/card/salted-aes.ts'

const keys = memoryAcquirerKeys()
const visa = '4111111111111111'
const valid = () =>
  encryptCardInfo({ cardnumber: visa, month: '12', year: '2030', cvv: '123' }, keys.publicKeyBase64Der)
/** `head` is the length prefix plus the encrypted session key; `data` the encrypted payload. */
function split(encryptedCardInfo: string) {
  const end = 4 + Number.parseInt(encryptedCardInfo.slice(0, 4), 16)
  return { head: encryptedCardInfo.slice(0, end), data: encryptedCardInfo.slice(end) }
}
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function expectDecryptError(value: string, privateKeyPem = keys.privateKeyPem) {
  let thrown: unknown
  try {
    decryptCardInfo(value, privateKeyPem)
  } catch (error) {
    thrown = error
  }
  expect(thrown, value.slice(0, 40)).toBeInstanceOf(CardDecryptError)
  const error = thrown as CardDecryptError
  expect(error.message).toBe('The card data could not be decrypted')
  if (value.length > 4) expect(error.message + String(error.stack)).not.toContain(value.slice(4, 24))
  return error
}

describe('decryptCardInfo refuses malformed input with a CardDecryptError that echoes nothing', () => {
  it('garbage, bad prefixes and lengths', () => {
    for (const value of [
      '',
      'zzzz',
      '0000AAAA',
      '0010AAAAAAAAAAAAAAAAAAAA',
      `0004abcd${'x'.repeat(40)}`,
      'ffffAAAA',
    ]) {
      expectDecryptError(value)
    }
  })
  it('a key segment that is not the RSA block, or a wrong private key', () => {
    const { data } = split(valid().encryptedCardInfo)
    expect(expectDecryptError(`0004AAAA${data}`).failure).toBe('session-key')
    const other = createAcquirerKeys().privateKeyPem
    expect(expectDecryptError(valid().encryptedCardInfo, other).failure).toBe('session-key')
  })
  it('data without "Salted__" or with a tampered block', () => {
    const { head, data } = split(valid().encryptedCardInfo)
    const unsalted = Buffer.from('NotSalt_'.padEnd(32, 'x')).toString('base64')
    expect(expectDecryptError(`${head}${unsalted}`).failure).toBe('data')
    const tampered = Buffer.from(data, 'base64')
    tampered[tampered.length - 1]! ^= 0xff // breaks the PKCS#7 padding of the last block
    expect(expectDecryptError(`${head}${tampered.toString('base64')}`).failure).toBe('data')
  })
  it('a payload that is not number;MM;YYYY;cvv (a cvv may be empty)', () => {
    const { head } = split(valid().encryptedCardInfo)
    // The session key in clear lets the test encrypt payloads the page would never build.
    const rsa = forge.pki.privateKeyFromPem(keys.privateKeyPem)
    const sessionKey = rsa.decrypt(
      Buffer.from(head.slice(4), 'base64').toString('binary'),
      'RSAES-PKCS1-V1_5',
    )
    const withPayload = (payload: string) => `${head}${aesEncryptSalted(payload, sessionKey)}`
    for (const payload of [
      '4111111111111111;12;2030',
      '4111111111111111;12;2030;123;x',
      'abc;12;2030;123',
      '',
    ]) {
      expect(expectDecryptError(withPayload(payload)).failure, payload).toBe('payload')
    }
    expect(decryptCardInfo(withPayload(`${visa};12;2030;`), keys.privateKeyPem).cvv).toBe('')
  })
  it('a broken server private key is a server error, not a CardDecryptError', () => {
    expect(() => decryptCardInfo(valid().encryptedCardInfo, 'nope')).toThrow(
      'The sandbox acquirer private key is invalid',
    )
  })
})

describe('acquirer keys', () => {
  it('createAcquirerKeys: RSA 2048, SPKI DER base64 public key and a PEM private key of one pair', () => {
    const fresh = createAcquirerKeys()
    for (const pair of [keys, fresh]) {
      const publicKey = createPublicKey({
        key: Buffer.from(pair.publicKeyBase64Der, 'base64'),
        format: 'der',
        type: 'spki',
      })
      expect(publicKey.asymmetricKeyType).toBe('rsa')
      expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048)
      expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/)
      const privateKey = createPrivateKey(pair.privateKeyPem)
      expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048)
      // The public half is the private key's own: what the page encrypts, the server can decrypt.
      expect(createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(
        pair.publicKeyBase64Der,
      )
    }
    expect(fresh.publicKeyBase64Der).not.toBe(keys.publicKeyBase64Der)
    expect(memoryAcquirerKeys()).toBe(keys)
  })
  it('loadOrCreateAcquirerKeys persists the pair owner-only and reloads the same key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'niaga-acquirer-'))
    dirs.push(dir)
    const first = loadOrCreateAcquirerKeys(join(dir, 'data'))
    const file = join(dir, 'data', 'sandbox-acquirer-key.json')
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    const again = loadOrCreateAcquirerKeys(join(dir, 'data'))
    expect(again.publicKeyBase64Der).toBe(first.publicKeyBase64Der)
    const out = encryptCardInfo({ cardnumber: visa, month: '12', year: '2030' }, again.publicKeyBase64Der)
    expect(decryptCardInfo(out.encryptedCardInfo, first.privateKeyPem).number).toBe(visa)
  })
  it('a corrupt key file is reported without its content', () => {
    const dir = mkdtempSync(join(tmpdir(), 'niaga-acquirer-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'sandbox-acquirer-key.json'), '{"privateKeyPem":"secret-ish"}')
    expect(() => loadOrCreateAcquirerKeys(dir)).toThrow(/unreadable; delete it/)
    expect(() => loadOrCreateAcquirerKeys(dir)).not.toThrow(/secret-ish/)
  })
})
