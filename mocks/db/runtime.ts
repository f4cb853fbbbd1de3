/** Runtime state beside the data: sessions, one-time tokens, outbox, uploads and test controls. */

export const DEFAULT_TOKEN_LIFETIME_S = 3600

export interface Session {
  userId: number
  /** ms since epoch, computed from Date.now() at issue */
  expiresAt: number
  revoked: boolean
}

export interface Mail {
  to: string
  subject: string
  body: string
  link: string
  sent_at: string
}

export interface Upload {
  name: string
  type: string
  bytes: Uint8Array
}

export type FailMode = 500 | 403 | 'network' | 'hang'

export interface InjectedFailure {
  path: string
  mode: FailMode
  remaining: number
}

interface OneTimeToken {
  email: string
  userId: number
  used: boolean
}

export const runtime = {
  tokenLifetimeS: DEFAULT_TOKEN_LIFETIME_S,
  latencyMs: 0,
  failures: [] as InjectedFailure[],
  sessions: new Map<string, Session>(),
  resetTokens: new Map<string, OneTimeToken>(),
  confirmTokens: new Map<string, OneTimeToken>(),
  outbox: [] as Mail[],
  uploads: new Map<string, Upload>(),
}

export function resetRuntime(): void {
  runtime.tokenLifetimeS = DEFAULT_TOKEN_LIFETIME_S
  runtime.latencyMs = 0
  runtime.failures = []
  runtime.resetTokens.clear()
  runtime.confirmTokens.clear()
  runtime.outbox = []
  runtime.uploads.clear()
}

/** An opaque random string (crypto.getRandomValues exists in Node 20 and browsers). */
export function randomToken(bytes = 24): string {
  const buf = new Uint8Array(bytes)
  crypto.getRandomValues(buf)
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function issueSession(userId: number): string {
  const token = randomToken()
  runtime.sessions.set(token, {
    userId,
    expiresAt: Date.now() + runtime.tokenLifetimeS * 1000,
    revoked: false,
  })
  return token
}

/** The session of a token that is known, not revoked and not expired. */
export function validSession(token: string | null | undefined): Session | undefined {
  if (!token) return undefined
  const s = runtime.sessions.get(token)
  if (!s || s.revoked || s.expiresAt <= Date.now()) return undefined
  return s
}
