/**
 * The login `redirect` parameter (SPEC §2, DECISIONS #1, ARCHITECTURE "Security"): honoured only when it
 * resolves to a path of this app on the same origin; anything else ends on '/'.
 */

const LOGIN_PATH = '/login'
const MAX_DECODE_ROUNDS = 5
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const LEADING_SPACE = /^[\s\u200b-\u200f\ufeff]/
const DANGEROUS_SCHEME = /^(?:javascript|data|vbscript|file|blob):/i

/** True when one layer (raw or decoded) of the value looks like a way off this origin. */
function hostileLayer(value: string): boolean {
  // Control characters anywhere (URL parsing drops tabs and newlines: '/\t/evil.com' is '//evil.com'),
  // whitespace in front. Spaces inside a query ('?q=Sài Gòn') are fine.
  if (CONTROL.test(value) || LEADING_SPACE.test(value)) return true
  if (value.includes('\\')) return true // '/\host', '\\host': browsers read '\' as '/'
  if (value.startsWith('//')) return true // protocol-relative
  if (DANGEROUS_SCHEME.test(value)) return true
  return false
}

/**
 * A same-origin app path (pathname + search + hash) for `raw`, or '/'.
 * Rejects other origins, protocol-relative and backslash forms, script/data schemes, whitespace and
 * control characters, their percent-encoded variants (decoded several times over), relative paths, and
 * /login itself (it would loop). A same-origin absolute URL becomes its path.
 */
export function safeRedirect(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (typeof raw !== 'string' || raw === '') return '/'
  // Every decoding layer must be clean: '%2F%2Fevil.com', '/%5Cevil.com', '%252F%252F...'.
  let layer = raw
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (hostileLayer(layer)) return '/'
    let decoded: string
    try {
      decoded = decodeURIComponent(layer)
    } catch {
      return '/' // malformed escapes
    }
    if (decoded === layer) break
    if (round === MAX_DECODE_ROUNDS) return '/' // still encoded after many rounds: refuse
    layer = decoded
  }

  let base: URL
  try {
    base = new URL(origin)
  } catch {
    return '/'
  }
  const isPath = raw.startsWith('/')
  const isHttpUrl = /^https?:\/\//i.test(raw)
  if (!isPath && !isHttpUrl) return '/'

  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return '/'
  }
  if (url.origin !== base.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '/'
  if (url.username || url.password) return '/'

  const path = `${url.pathname}${url.search}${url.hash}`
  if (!path.startsWith('/') || hostileLayer(path)) return '/'
  const pathname = url.pathname.replace(/\/+$/, '') || '/'
  if (pathname.toLowerCase() === LOGIN_PATH) return '/'
  return path
}

/**
 * The value for `?redirect=` when an unsigned visitor is sent to /login: the full current address
 * (SPEC §2). Undefined on /login itself (no redirect is added there).
 */
export function loginRedirectTarget(location: {
  pathname: string
  search?: string
  hash?: string
}): string | undefined {
  const pathname = location.pathname || '/'
  if ((pathname.replace(/\/+$/, '') || '/').toLowerCase() === LOGIN_PATH) return undefined
  const search = location.search
    ? location.search.startsWith('?')
      ? location.search
      : `?${location.search}`
    : ''
  const hash = location.hash ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : ''
  return `${pathname}${search}${hash}`
}
