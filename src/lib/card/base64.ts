// Standard base64 (with padding) over bytes, with the browser's btoa/atob, which Node 20 also has.

export const bytesToBase64 = (bytes: Uint8Array): string =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))

/** Strict decoding: atob would quietly accept text that no encoder we talk to produces. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  if (text === '' || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}
