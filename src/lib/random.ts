const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random alphanumeric string (SPEC §9: 5 characters by default). Apart from format.ts: it needs no dayjs. */
export function randomString(length = 5): string {
  const bytes = new Uint32Array(Math.max(0, length))
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
}
