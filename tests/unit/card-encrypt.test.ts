import { generateKeyPairSync } from 'node:crypto'
import forge from 'node-forge'
import { describe, expect, it } from 'vitest'
import { memoryAcquirerKeys } from '../../server/sandbox/acquirer-keys.ts'
import { decryptCardInfo } from '../../server/sandbox/card-acquirer.ts'
import { encryptCardInfo } from '../../src/lib/card/encrypt.ts'

// vitest loads jsencrypt's ESM build, as the browser bundle does.
const keys = memoryAcquirerKeys()
const visa = '4111111111111111'
const card = { cardnumber: visa, month: '7', year: '2030', cvv: '321' }
const pemOf = (label: string, base64: string) =>
  `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`

function segments(encryptedCardInfo: string) {
  const keyLength = Number.parseInt(encryptedCardInfo.slice(0, 4), 16)
  return {
    prefix: encryptedCardInfo.slice(0, 4),
    key: encryptedCardInfo.slice(4, 4 + keyLength),
    data: encryptedCardInfo.slice(4 + keyLength),
  }
}

describe('encryptCardInfo → decryptCardInfo (SPEC §7)', () => {
  it('round-trips number, two-digit month, year and cvv; returns only the mask in clear', () => {
    const out = encryptCardInfo(card, keys.publicKeyBase64Der)
    expect(out).toMatchObject({
      maskedCardInfo: '411111XXXXXX1111',
      expMonthCardInfo: '07',
      expYearCardInfo: '2030',
    })
    expect(JSON.stringify(out)).not.toContain(visa)
    expect(decryptCardInfo(out.encryptedCardInfo, keys.privateKeyPem)).toEqual({
      number: visa,
      month: '07',
      year: '2030',
      cvv: '321',
    })
  })

  it('has the format: 4 lower-case hex digits = length of the base64 key, the key, then "Salted__" data', () => {
    const { prefix, key, data } = segments(encryptCardInfo(card, keys.publicKeyBase64Der).encryptedCardInfo)
    expect(prefix).toMatch(/^[0-9a-f]{4}$/)
    expect(key).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
    expect(Buffer.from(key, 'base64')).toHaveLength(256) // one RSA 2048 block
    expect(prefix).toBe(key.length.toString(16).padStart(4, '0'))
    const bytes = Buffer.from(data, 'base64')
    expect(bytes.toString('base64')).toBe(data)
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('Salted__')
    expect((bytes.length - 16) % 16).toBe(0)
  })

  it('uses a fresh session key and salt every time', () => {
    const a = segments(encryptCardInfo(card, keys.publicKeyBase64Der).encryptedCardInfo)
    const b = segments(encryptCardInfo(card, keys.publicKeyBase64Der).encryptedCardInfo)
    expect(a.key).not.toBe(b.key)
    expect(a.data).not.toBe(b.data)
  })

  it('normalizes the number, and sends an absent expiry (62/81 cards) as 00/0000 with an empty cvv', () => {
    const out = encryptCardInfo({ cardnumber: '6200 0000 0000 0005' }, keys.publicKeyBase64Der)
    expect(out).toMatchObject({
      maskedCardInfo: '620000XXXXXX0005',
      expMonthCardInfo: '00',
      expYearCardInfo: '0000',
    })
    const plain = decryptCardInfo(out.encryptedCardInfo, keys.privateKeyPem)
    expect(plain).toEqual({ number: '6200000000000005', month: '00', year: '0000', cvv: '' })
  })

  it('accepts the key as PEM (SubjectPublicKeyInfo or PKCS#1), with CRLF line ends', () => {
    const spkiPem = pemOf('PUBLIC KEY', keys.publicKeyBase64Der).replace(/\n/g, '\r\n')
    expect(decryptCardInfo(encryptCardInfo(card, spkiPem).encryptedCardInfo, keys.privateKeyPem).number).toBe(
      visa,
    )
    const { n, e } = forge.pki.privateKeyFromPem(keys.privateKeyPem)
    const rsaPem = forge.pki.publicKeyToRSAPublicKeyPem(forge.pki.setRsaPublicKey(n, e))
    expect(rsaPem).toMatch(/^-----BEGIN RSA PUBLIC KEY-----/)
    expect(decryptCardInfo(encryptCardInfo(card, rsaPem).encryptedCardInfo, keys.privateKeyPem).number).toBe(
      visa,
    )
  })
})

describe('encryptCardInfo key errors (SPEC §8)', () => {
  it('"Invalid public key" for input that is no key', () => {
    for (const key of [
      '',
      'not a key!',
      'AAAA',
      'MIIB',
      keys.publicKeyBase64Der.slice(0, 100),
      '-----BEGIN PUBLIC KEY-----',
    ]) {
      expect(() => encryptCardInfo(card, key), key).toThrow(new Error('Invalid public key'))
    }
  })
  it('"Invalid public key" for a private key or another PEM label', () => {
    expect(() => encryptCardInfo(card, keys.privateKeyPem)).toThrow(new Error('Invalid public key'))
    expect(() => encryptCardInfo(card, pemOf('CERTIFICATE', keys.publicKeyBase64Der))).toThrow(
      new Error('Invalid public key'),
    )
  })
  it('"Invalid RSA public key" for a well-formed key of another algorithm', () => {
    for (const type of ['ec', 'ed25519'] as const) {
      const { publicKey } =
        type === 'ec' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('ed25519')
      const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
      expect(() => encryptCardInfo(card, der), type).toThrow(new Error('Invalid RSA public key'))
    }
  })
  it('"Message too long for RSA" when the modulus cannot hold the session key and its padding', () => {
    // 128-bit modulus = 16 bytes < 8-byte session key + 11 bytes of PKCS#1 padding.
    const tiny = forge.pki.setRsaPublicKey(
      new forge.jsbn.BigInteger('f'.repeat(32), 16),
      new forge.jsbn.BigInteger('65537'),
    )
    expect(() => encryptCardInfo(card, forge.pki.publicKeyToPem(tiny))).toThrow(
      new Error('Message too long for RSA'),
    )
  })
  it('the card number never appears in a key error', () => {
    expect.assertions(2)
    try {
      encryptCardInfo(card, 'garbage')
    } catch (error) {
      expect(error).toBeInstanceOf(Error)
      expect(`${String(error)} ${(error as Error).stack}`).not.toContain(visa)
    }
  })
})
