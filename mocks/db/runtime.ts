/** Runtime state beside the data: sessions, one-time tokens, outbox, uploads and test controls. */

import type { ImportResult, ImportRowValues } from '../../src/api/schemas/customers.ts'
import { announceEndedTokens } from '../realtime.ts'

export const DEFAULT_TOKEN_LIFETIME_S = 3600
/** A session signed in with "remember me" may be refreshed for this long after the sign-in, no longer. */
export const REMEMBER_MAX_AGE_MS = 7 * 24 * 3600 * 1000

/** One token. The tokens a sign-in and its refreshes issue share the sign-in's `sid` and `endsAt`. */
export interface Session {
  userId: number
  /** the sign-in this token belongs to */
  sid: string
  /** ms since epoch, computed from Date.now() at issue (never after endsAt) */
  expiresAt: number
  /**
   * no token of this sign-in lives or refreshes past it: the sign-in + 7 days with "remember", else its first
   * token's expiry
   */
  endsAt: number
  revoked: boolean
}

interface LoginFailures {
  count: number
  /** ms since epoch before which no sign-in of this username is tried */
  waitUntil: number
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
  /** how far the content's clock runs ahead of the real one (`/__mock/clock`: a scheduled article's time come) */
  clockOffsetMs: 0,
  uploads: new Map<string, Upload>(),
  /** wrong passwords in a row, by lower-case username (known or not) */
  loginFailures: new Map<string, LoginFailures>(),
  /** seat holds of the selling screen by "tripId:seatId" (mocks/handlers/tickets.ts) */
  seatHolds: new Map<string, SeatHoldRecord>(),
  /** each sale's answer by "userId:idempotency key" (DECISIONS #12) */
  saleKeys: new Map<string, unknown>(),
  /** customers' imports by id, from their preview to their skipped rows' file (mocks/handlers/customer-import.ts) */
  customerImports: new Map<string, CustomerImportRecord>(),
}

/** A customers' import: the file's rows, those staged for the commit, and after it the rows not imported. */
export interface CustomerImportRecord {
  user_id: number
  lang: 'vi' | 'en'
  rows: ImportRowValues[]
  /** the preview's errors of each row, by row number */
  errors: Map<number, string[]>
  /** the row numbers staged for the commit */
  staged: Set<number>
  /** the commit's answer, once committed (a repeated commit answers it again) */
  result: ImportResult | null
  skipped: Array<{ values: ImportRowValues; reason: string }>
}

/** A clerk's hold on a seat (DECISIONS #11): the sign-in holding it, until `expires_at` (ms since epoch). */
export interface SeatHoldRecord {
  trip_id: number
  seat_id: number
  sid: string
  user_id: number
  holder_name: string
  expires_at: number
}

export function resetRuntime(): void {
  runtime.tokenLifetimeS = DEFAULT_TOKEN_LIFETIME_S
  runtime.latencyMs = 0
  runtime.failures = []
  runtime.resetTokens.clear()
  runtime.confirmTokens.clear()
  runtime.outbox = []
  runtime.clockOffsetMs = 0
  runtime.uploads.clear()
  runtime.loginFailures.clear()
  runtime.seatHolds.clear()
  runtime.saleKeys.clear()
  runtime.customerImports.clear()
}

/** An opaque random string (crypto.getRandomValues exists in Node 20 and browsers). */
export function randomToken(bytes = 24): string {
  const buf = new Uint8Array(bytes)
  crypto.getRandomValues(buf)
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('')
}

function issue(userId: number, sid: string, endsAt: number): string {
  const token = randomToken()
  const expiresAt = Math.min(Date.now() + runtime.tokenLifetimeS * 1000, endsAt)
  runtime.sessions.set(token, { userId, sid, expiresAt, endsAt, revoked: false })
  return token
}

/** A sign-in: its first token. */
export function issueSession(userId: number, remember: boolean): string {
  const endsAt = remember ? Date.now() + REMEMBER_MAX_AGE_MS : Date.now() + runtime.tokenLifetimeS * 1000
  return issue(userId, randomToken(8), endsAt)
}

/**
 * A refresh: the next token of the same sign-in, the old one revoked (quietly: the sign-in goes on, its
 * sockets stay). Undefined when the token is unknown, revoked, or its sign-in has ended.
 */
export function refreshSession(token: string): string | undefined {
  const session = runtime.sessions.get(token)
  if (!session || session.revoked || session.endsAt <= Date.now()) return undefined
  session.revoked = true
  return issue(session.userId, session.sid, session.endsAt)
}

/** Ends the sign-ins `which` picks: every token of them is revoked and announced (sockets are dropped). */
function endSignIns(which: (session: Session) => boolean): void {
  const sids = new Set([...runtime.sessions.values()].filter(which).map((s) => s.sid))
  const tokens: string[] = []
  for (const [token, session] of runtime.sessions) {
    if (!sids.has(session.sid)) continue
    session.revoked = true
    tokens.push(token)
  }
  if (tokens.length) announceEndedTokens(tokens)
}

/** Sign-out: the token's sign-in ends. */
export function endSignIn(token: string): void {
  const session = runtime.sessions.get(token)
  if (session) endSignIns((s) => s.sid === session.sid)
}

/** A password change: every sign-in of the user ends, but the one of `keepToken` (the user's own change). */
export function endSignInsOf(userId: number, keepToken?: string | null): void {
  const keep = keepToken ? runtime.sessions.get(keepToken)?.sid : undefined
  endSignIns((s) => s.userId === userId && s.sid !== keep)
}

/** The session of a token that is known, not revoked and not expired. */
export function validSession(token: string | null | undefined): Session | undefined {
  if (!token) return undefined
  const s = runtime.sessions.get(token)
  if (!s || s.revoked || s.expiresAt <= Date.now()) return undefined
  return s
}
