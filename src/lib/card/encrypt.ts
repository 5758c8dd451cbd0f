// SPEC §7 card data protection, in the browser. The payload number;MM;YYYY;cvv is encrypted with
// AES-256-CBC ("Salted__" format) under a random 8-character session key; the session key is
// RSA-encrypted (PKCS#1 v1.5, jsencrypt) with the acquirer's public key. The value sent is the length
// of the base64 encrypted key as 4 lower-case hex digits, that key, then the base64 encrypted data.
// Only the mask of the card number ever leaves this module in clear; nothing here logs.
import JSEncrypt from 'jsencrypt'
import { maskCardNumber } from './mask.ts'
import { normalizeCardNumber } from './number.ts'
import { parseRsaPublicKey, type RsaPublicKey } from './public-key.ts'
import { aesEncryptSalted, randomSessionKey } from './salted-aes.ts'
import type { CardInput } from './validate.ts'

export interface EncryptedCard {
  encryptedCardInfo: string
  maskedCardInfo: string
  expMonthCardInfo: string
  expYearCardInfo: string
}

// PKCS#1 v1.5 type 2 padding takes at least 11 bytes of the modulus.
const PKCS1_OVERHEAD = 11

function rsaEncrypt(message: string, key: RsaPublicKey): string {
  // Checked here because jsencrypt only prints this to the console and returns false.
  if (new TextEncoder().encode(message).length + PKCS1_OVERHEAD > Math.ceil(key.modulusBits / 8)) {
    throw new Error('Message too long for RSA')
  }
  const rsa = new JSEncrypt()
  rsa.setPublicKey(key.pem)
  const encrypted = rsa.encrypt(message)
  if (encrypted === false) throw new Error('Invalid RSA public key')
  return encrypted
}

/**
 * Encrypts a card the form has already validated (validateCard). An absent expiry, allowed only for
 * 62/81 cards, is sent as 00/0000: the spec's "no expiry" pair, so the payload always has MM and YYYY.
 */
export function encryptCardInfo(card: CardInput, publicKey: string): EncryptedCard {
  const key = parseRsaPublicKey(publicKey)
  const number = normalizeCardNumber(card.cardnumber ?? '')
  const month = (card.month ?? '').trim().padStart(2, '0')
  const year = (card.year ?? '').trim() || '0000'
  const cvv = (card.cvv ?? '').trim()

  const sessionKey = randomSessionKey()
  const encryptedKey = rsaEncrypt(sessionKey, key)
  const encryptedData = aesEncryptSalted(`${number};${month};${year};${cvv}`, sessionKey)
  const keyLength = encryptedKey.length.toString(16).padStart(4, '0')
  return {
    encryptedCardInfo: `${keyLength}${encryptedKey}${encryptedData}`,
    maskedCardInfo: maskCardNumber(number),
    expMonthCardInfo: month,
    expYearCardInfo: year,
  }
}
