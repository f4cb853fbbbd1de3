/**
 * The one ky instance of the app (SPEC §4 Session, §7 calls, §8 error catalogue) and its small helpers.
 *
 * Everything that must hold for every call lives in the instance's hooks, so a screen calling `http`
 * directly gets the same behaviour as the helpers:
 *  - beforeRequest: sets Content-Type (not for multipart), the client marker, this browser's socket id,
 *    the locale and `Authorization: Bearer <token>` read from storage right now.
 *  - afterResponse: 401 → single-flight refresh and replay (or sign-out); 403 → persistent "no access"
 *    toast; other non-2xx or an envelope whose code is not 200 → toast + ApiError (its message and field
 *    messages: SPEC §8's global message list).
 *  - beforeError: timeout / network / cancel → ApiError of that kind (+ the toasts of SPEC §8).
 *
 * The helpers (getOne, getList, post; remove, exportFile, upload: ./http-signed-in.ts) reject with ApiError on every failure, once
 * it has been told (SPEC §8's toasts stay the only thing the user is shown for a network failure or a 403: the
 * call "resolves empty" for the screen, which keeps what it had). Retries belong to TanStack Query: ky never
 * retries on its own; its retry machinery is used only to replay a 401 with a fresh token (see `retry` below).
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance, type KyResponse } from 'ky'
import i18n from '../i18n'
import type { Catalogues } from '../i18n/types'
import { FIRST_API as API, CLIENT_HEADER, LOCALE_HEADER, SOCKET_ID_HEADER } from './first-paths'
import type { Envelope, ListPage } from './schemas/envelope'
import { emptyPage, isEnvelope, normalizeListPage, toSearchParams, type ListQuery } from './envelope'
import { isRemembered, readToken, useSession } from '../stores/session'
import { notify } from '../lib/notify'
import { checkShape, type Shape } from './response-shape'

export type { ListQuery } from './envelope'

/** SPEC §9: request timeout 5 seconds. */
export const REQUEST_TIMEOUT_MS = 5000

export type ApiErrorKind =
  | 'http' // non-2xx other than 401/403
  | 'envelope' // 2xx whose envelope code is not 200
  | 'forbidden' // 403
  | 'unauthorized' // 401 that ended the session
  | 'network' // no response
  | 'timeout'
  | 'cancelled'
  | 'response' // a response whose data is not of the form its shape says (a backend out of step with the app)

export class ApiError extends Error {
  /** HTTP status; for an envelope failure the envelope's code; 0 when there was no response. */
  status: number
  /** Validation messages keyed by field, from the body's `errors` object. */
  fieldErrors: Record<string, string[]>
  kind: ApiErrorKind

  constructor(
    message: string,
    options: {
      status?: number
      fieldErrors?: Record<string, string[]>
      kind?: ApiErrorKind
      cause?: unknown
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ApiError'
    this.status = options.status ?? 0
    this.fieldErrors = options.fieldErrors ?? {}
    this.kind = options.kind ?? 'http'
  }

  /** The global message list: every field message, flattened (SPEC §8). */
  get messages(): string[] {
    return flattenFieldErrors(this.fieldErrors)
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** The id of this browser's live socket (registered by src/realtime/socket.ts), sent with every call. */
let currentSocketId: () => string | undefined = () => undefined
export function setSocketIdSource(source: () => string | undefined): void {
  currentSocketId = source
}

type SessionEndReason = 'expired' | 'refresh-failed'
let sessionEndHandler: ((reason: SessionEndReason) => void) | null = null

/** The app registers navigation to /login here. */
export function setSessionEndHandler(fn: (reason: 'expired' | 'refresh-failed') => void): void {
  sessionEndHandler = fn
}

// ---------------------------------------------------------------------------------------------------
// Small pure helpers

/** The HTTP core's own messages (SPEC §8), in the language in use. */
const t = (key: keyof Catalogues['errors']) => i18n.t(key, { ns: 'errors' })

/** The locale header's value: 'vi' or 'en'. */
export const currentLocale = (): 'vi' | 'en' => (i18n.language?.toLowerCase().startsWith('en') ? 'en' : 'vi')

export function flattenFieldErrors(fieldErrors: Record<string, string[]>): string[] {
  return Object.values(fieldErrors).flat()
}

function toFieldErrors(raw: unknown): Record<string, string[]> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const out: Record<string, string[]> = {}
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    )
    if (list.length) out[field] = list
  }
  return out
}

const bearerOf = (request: Request) =>
  request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') || null

const pathnameOf = (request: Request) => {
  try {
    return new URL(request.url).pathname
  } catch {
    return request.url
  }
}

const isLoginCall = (request: Request) => pathnameOf(request).endsWith(API.auth.login)
const onLoginPage = () =>
  typeof window !== 'undefined' && window.location.pathname.replace(/\/+$/, '') === '/login'

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text()
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return undefined
  }
}

export const isJsonResponse = (response: Response) =>
  /\bjson\b/i.test(response.headers.get('content-type') ?? '')

// ---------------------------------------------------------------------------------------------------
// Error reporting (SPEC §8)

/** "Other error": an error toast (global config: 3 s, top-center) and the ApiError. */
export function reportFailure(
  body: unknown,
  status: number,
  kind: ApiErrorKind,
  fallback?: string,
  quiet?: readonly number[],
): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const fieldErrors = toFieldErrors(record.errors)
  const serverMessage = typeof record.message === 'string' && record.message.trim() ? record.message : ''
  const message = serverMessage || flattenFieldErrors(fieldErrors).join('\n') || fallback || t('generic')
  const code = kind === 'envelope' && typeof record.code === 'number' ? record.code : status
  // A stale save (409) is shown by the form that made it, with a way to reload: no toast on top.
  // The caller expects this answer (e.g. a 404 for a code nobody has) and says it itself.
  if (status !== 409 && !quiet?.includes(code)) notify({ type: 'error', message, key: `error:${message}` })
  return new ApiError(message, { status: code, fieldErrors, kind })
}

function forbidden(): ApiError {
  const message = t('forbidden')
  notify({ type: 'error', message, key: 'forbidden', persistent: true })
  return new ApiError(message, { status: 403, kind: 'forbidden' })
}

// ---------------------------------------------------------------------------------------------------
// Session: single-flight refresh (SPEC §4)

let refreshing: Promise<string | null> | null = null
/**
 * Tokens whose session has already been ended: a burst of 401s ends it (and toasts) once. A new sign-in
 * starts afresh, so the next end of a session (e.g. a sign-out in another tab) is never ignored.
 */
const endedTokens = new Set<string>()
useSession.subscribe((state, previous) => {
  if (state.token && state.token !== previous.token) endedTokens.clear()
})

function endSession(reason: SessionEndReason, sentToken: string | null): ApiError {
  const message = t('tokenExpired')
  const key = sentToken ?? ''
  const stored = readToken()
  // Another tab refreshed or signed in meanwhile: this request's session is over, the browser's is not.
  const newerSession = stored !== null && stored !== sentToken
  if (!newerSession && !endedTokens.has(key)) {
    endedTokens.add(key)
    if (sentToken) notify({ type: 'error', message, key: 'token-expired' })
    useSession.getState().clear()
    sessionEndHandler?.(reason)
  }
  return new ApiError(message, { status: 401, kind: 'unauthorized' })
}

async function requestRefresh(oldToken: string): Promise<string | null> {
  try {
    const response = await ky.get(API.auth.refresh, {
      ...baseOptions,
      throwHttpErrors: false,
      headers: {
        'Content-Type': 'application/json',
        [CLIENT_HEADER.name]: CLIENT_HEADER.value,
        [LOCALE_HEADER]: currentLocale(),
        Authorization: `Bearer ${oldToken}`,
      },
    })
    if (!response.ok) return null
    const body = (await readJson(response)) as Envelope<{ access_token?: unknown }> | undefined
    const token = body?.code === 200 ? body.data?.access_token : undefined
    return typeof token === 'string' && token ? token : null
  } catch {
    return null
  }
}

/** One refresh per burst: every 401 arriving while it runs waits for the same promise. */
function refreshOnce(oldToken: string): Promise<string | null> {
  if (!refreshing) {
    refreshing = requestRefresh(oldToken)
      .then((token) => {
        if (token) useSession.getState().setToken(token)
        return token
      })
      .finally(() => {
        refreshing = null
      })
  }
  return refreshing
}

function replay(request: Request, token: string) {
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${token}`)
  // `request` is ky's unsent clone (retry.limit ≥ 1), so a POST body is still there.
  return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' })
}

async function handleUnauthorized(request: Request, retryCount: number) {
  const sent = bearerOf(request)
  const current = readToken()
  // A token newer than the one this request carried exists (our refresh finished, or another tab's):
  // just replay, no new refresh.
  if (current && current !== sent && retryCount === 0) return replay(request, current)
  // The replay itself was refused, or no token was sent at all: nothing left to refresh.
  if (retryCount > 0) throw endSession('refresh-failed', sent)
  if (!sent || !current) throw endSession('expired', sent)
  if (!isRemembered()) throw endSession('expired', sent)
  const fresh = await refreshOnce(sent)
  if (fresh) return replay(request, readToken() ?? fresh)
  // Another tab may have refreshed the same token first (the server then refuses ours): use its token.
  const latest = readToken()
  if (latest && latest !== sent) return replay(request, latest)
  throw endSession('refresh-failed', sent)
}

// ---------------------------------------------------------------------------------------------------
// The instance

export const apiUrl: string = import.meta.env.VITE_API_URL ?? ''
const baseOptions = {
  prefix: apiUrl,
  // Same origin by default; an absolute prefix (VITE_API_URL) bypasses it.
  baseUrl: typeof window !== 'undefined' ? window.location.origin : undefined,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
}

export const http: KyInstance = ky.create({
  ...baseOptions,
  // No automatic retries (TanStack Query owns them). The limit is 1 only so that `ky.retry()` can
  // replay a 401 once with a fresh token, and so that ky keeps an unsent clone of the request (body
  // included) for that replay; `shouldRetry: () => false` turns every other retry off.
  retry: { limit: 1, shouldRetry: () => false, retryOnTimeout: false },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const contentType = request.headers.get('content-type') ?? ''
        if (!contentType.startsWith('multipart/form-data'))
          request.headers.set('Content-Type', 'application/json')
        request.headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value)
        request.headers.set(LOCALE_HEADER, currentLocale())
        // The backend announces this request's change to every other socket: this screen refreshes itself.
        const socketId = currentSocketId()
        if (socketId) request.headers.set(SOCKET_ID_HEADER, socketId)
        else request.headers.delete(SOCKET_ID_HEADER)
        const token = readToken()
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
        else request.headers.delete('Authorization')
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount, options }) => {
        const { failMessage, quiet } = (options.context ?? {}) as CallContext
        if (response.status === 401 && !isLoginCall(request) && !onLoginPage()) {
          return handleUnauthorized(request, retryCount)
        }
        if (response.status === 403) throw forbidden()
        if (!response.ok)
          throw reportFailure(await readJson(response), response.status, 'http', failMessage, quiet)
        if (isJsonResponse(response)) {
          const body = await readJson(response)
          if (isEnvelope(body) && body.code !== 200) {
            throw reportFailure(body, response.status, 'envelope', failMessage, quiet)
          }
        }
      },
    ],
    beforeError: [
      ({ error, request }) => {
        if (error instanceof ApiError) return error
        if (isTimeoutError(error)) {
          const message = t('timeout')
          notify({ type: 'error', message, key: 'timeout' })
          return new ApiError(message, { kind: 'timeout', cause: error })
        }
        if (error.name === 'AbortError' || request.signal.aborted) {
          return new ApiError(t('cancelled'), { kind: 'cancelled', cause: error })
        }
        if (isNetworkError(error) || error instanceof TypeError) {
          const message = t('network')
          notify({ type: 'error', message, key: 'network', persistent: true })
          return new ApiError(message, { kind: 'network', cause: error })
        }
        if (isHTTPError(error)) return reportFailure(error.data, error.response.status, 'http')
        return error
      },
    ],
  },
})

// ---------------------------------------------------------------------------------------------------
// Helpers

export interface CallOptions {
  /** TanStack Query's signal: a cancelled query aborts the call (rejects 'cancelled', no toast). */
  signal?: AbortSignal
  /**
   * The shape the data must have (a list's: each row's), derived from the entity schema (api/response-shape). A
   * mismatch is one error naming the field, told once, before any screen renders the data.
   */
  shape?: Shape
  /** Error statuses the caller expects and says itself (no toast): they still reject as ApiError. */
  quiet?: readonly number[]
}

/** What a call tells the hooks (ky's `context`). */
interface CallContext {
  /** the toast's words when the server gives none */
  failMessage?: string
  quiet?: readonly number[]
}

type SearchParams = Record<string, string | number | boolean | undefined>

/**
 * Every failure rejects with ApiError, told once by the hooks above (a toast; none for a 409, which the form that
 * made it shows, or for a status the caller said it expects): a query keeps its last good data and shows its
 * error state, a command's caller sees the refusal and keeps what was typed.
 */
export async function settle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toApiError(error)
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof Error && error.name === 'AbortError') {
    return new ApiError(t('cancelled'), { kind: 'cancelled', cause: error })
  }
  // A body that is not JSON, or anything unexpected: the "other error" path.
  const failure = reportFailure(undefined, 0, 'http')
  failure.cause = error
  return failure
}

export async function envelopeOf<T>(response: Promise<KyResponse>): Promise<Envelope<T> | null> {
  const body = await readJson(await response)
  return isEnvelope(body) ? (body as Envelope<T>) : null
}

const dataOf = <T>(envelope: Envelope<T> | null): T | null =>
  envelope && envelope.code === 200 && envelope.data != null ? envelope.data : null

/** `data` when it has `shape` (or no shape is asked for); otherwise the error naming the first field that differs. */
function checked<T>(data: T, shape: Shape | undefined, path = 'data'): T {
  const problem = shape === undefined ? null : checkShape(shape, data, path)
  if (problem === null) return data
  const message = i18n.t('badResponse', { ns: 'errors', 0: problem })
  notify({ type: 'error', message, key: `response:${problem}` })
  throw new ApiError(message, { kind: 'response' })
}

/**
 * A POST that outlives the page (`keepalive`), with the headers of every call: for what must reach the backend
 * while the page is being left (`pagehide`), when a normal call would be cancelled. Nothing is awaited.
 */
export function postOnLeave(path: string, body: unknown): void {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    [LOCALE_HEADER]: currentLocale(),
  }
  const socketId = currentSocketId()
  if (socketId) headers[SOCKET_ID_HEADER] = socketId
  const token = readToken()
  if (token) headers.Authorization = `Bearer ${token}`
  void fetch(`${apiUrl}${path}`, {
    method: 'POST',
    keepalive: true,
    headers,
    body: JSON.stringify(body),
  }).catch(() => undefined)
}

/** GET → data of a successful envelope, else null (a success without data). */
export function getOne<T>(
  path: string,
  searchParams?: SearchParams,
  options: CallOptions = {},
): Promise<T | null> {
  return settle(async () => {
    const data = dataOf(
      await envelopeOf<T>(
        http.get(path, { searchParams, signal: options.signal, context: { quiet: options.quiet } }),
      ),
    )
    return data === null ? null : checked(data, options.shape)
  })
}

/** GET the list at `path` (the caller passes the full path, e.g. `/api/brand/list`) → a safe ListPage. */
export function getList<T>(path: string, query?: ListQuery, options: CallOptions = {}): Promise<ListPage<T>> {
  return settle(async () => {
    const data = dataOf(
      await envelopeOf<unknown>(
        http.get(path, { searchParams: toSearchParams(query), signal: options.signal }),
      ),
    )
    const page = data === null ? emptyPage<T>() : normalizeListPage<T>(data)
    return { ...page, data: checked(page.data, options.shape && ['array', options.shape], 'data.data') }
  })
}

/** POST (create, update and every other command) → data of a successful envelope, else null. */
export function post<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T | null> {
  const payload = body instanceof FormData ? { body } : body === undefined ? {} : { json: body }
  return settle(async () =>
    dataOf(
      await envelopeOf<T>(
        http.post(path, { ...payload, signal: options.signal, context: { quiet: options.quiet } }),
      ),
    ),
  )
}

/** Test support: forget the refresh in flight and the ended sessions. */
export function resetHttpState(): void {
  refreshing = null
  endedTokens.clear()
}
