// The whitelist form's address check, in the browser, with the library the server checks with (ipaddr.js):
// an IPv4 or IPv6 address, or a CIDR range. Only the whitelist's forms load this module (and the library).
import ipaddr from 'ipaddr.js'
import type { Locale } from '@/contract/messages.ts'

// The message in each language of the form messages (src/contract/messages.ts: Arabic too, for the
// right-to-left layout), chosen by the form's locale rather than the console's catalog.
/* eslint-disable lingui/no-unlocalized-strings -- one text per language already, picked by the locale */
const MESSAGE: Record<Locale, string> = {
  en: 'Enter an IPv4 or IPv6 address, or a range such as 203.0.113.0/24 or 2001:db8::/32',
  ar: 'أدخل عنوان IPv4 أو IPv6، أو نطاقًا مثل 203.0.113.0/24 أو 2001:db8::/32',
  ms: 'Masukkan alamat IPv4 atau IPv6, atau julat seperti 203.0.113.0/24 atau 2001:db8::/32',
  zh: '请输入 IPv4 或 IPv6 地址，或 203.0.113.0/24、2001:db8::/32 这样的地址范围',
}
/* eslint-enable lingui/no-unlocalized-strings */

export function isWhitelistAddress(text: string): boolean {
  const trimmed = text.trim()
  return trimmed.includes('/') ? ipaddr.isValidCIDR(trimmed) : ipaddr.isValid(trimmed)
}

/** The address's message, or undefined when it is one (blank is the schema's "required"). */
export function addressError(text: string, locale: Locale): string | undefined {
  return text.trim() === '' || isWhitelistAddress(text) ? undefined : MESSAGE[locale]
}
