import { delay, http, HttpResponse } from 'msw'
import { API, CLIENT_HEADER, MOCK_CONTROL } from '../../src/api/paths.ts'
import { db, resetDb, runtime, validSession, type FailMode } from '../db/index.ts'
import { advanceContentClock } from './content.ts'
import { bearerOf, envelope, fail, readJson, t } from './util.ts'

/** /api paths that need no bearer token. Refresh checks its (possibly expired) token itself. */
export const PUBLIC_API_PATHS = new Set<string>([
  API.auth.login,
  API.auth.refresh,
  API.auth.forgotPassword,
  API.auth.resetPassword,
  API.auth.register,
  API.auth.confirmRegister,
  API.setting.general,
  API.setting.byLanguage,
])

const isControl = (pathname: string) => pathname.startsWith('/__mock/')

/**
 * First handler: added latency and injected failures for every request but the controls.
 * Falls through (returns nothing) when nothing applies.
 */
export const chaosHandler = http.all('*', async ({ request }) => {
  const { pathname } = new URL(request.url)
  if (isControl(pathname)) return undefined
  if (runtime.latencyMs > 0 && pathname.startsWith('/api/')) await delay(runtime.latencyMs)
  const failure = runtime.failures.find((f) => f.remaining > 0 && pathname.startsWith(f.path))
  if (!failure) return undefined
  failure.remaining -= 1
  runtime.failures = runtime.failures.filter((f) => f.remaining > 0)
  switch (failure.mode) {
    case 'network':
      return HttpResponse.error()
    case 'hang':
      await delay('infinite')
      return undefined
    case 403:
      return fail(request, 403, 'injected403')
    default:
      return fail(request, 500, 'injected500')
  }
})

/** Second handler: the client marker header on every /api call, and a live token outside the public paths. */
export const gateHandler = http.all('*/api/*', ({ request }) => {
  const { pathname } = new URL(request.url)
  if (request.headers.get(CLIENT_HEADER.name) !== CLIENT_HEADER.value)
    return fail(request, 400, 'missingClient')
  if (PUBLIC_API_PATHS.has(pathname)) return undefined
  const session = validSession(bearerOf(request))
  const user = session && db.users.find(session.userId)
  if (!user || user.status !== 1) return envelope(401, t(request, 'tokenExpired'), null)
  return undefined
})

const controlOk = (data: unknown) => HttpResponse.json({ code: 200, message: 'OK', data })
const controlBad = (message: string) => HttpResponse.json({ code: 400, message, data: null }, { status: 400 })

const FAIL_MODES: FailMode[] = [500, 403, 'network', 'hang']

/**
 * The controls reset the data and show the outbox's reset links: only the app's own pages and tools that send
 * no Origin (Playwright's request fixture, curl) may use them. Refused: an Origin other than the request's
 * own, a browser's Sec-Fetch-Site of cross-site or same-site (403); a POST that is not JSON (415), which a
 * foreign page cannot send without a preflight that nothing here answers. Falls through when allowed.
 */
const controlGuard = http.all('*/__mock/*', ({ request }) => {
  const origin = request.headers.get('origin')
  const site = request.headers.get('sec-fetch-site')
  if (
    (origin !== null && origin !== new URL(request.url).origin) ||
    site === 'cross-site' ||
    site === 'same-site'
  )
    return fail(request, 403, 'controlForeign')
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (request.method === 'POST' && type !== 'application/json') return fail(request, 415, 'controlJson')
  return undefined
})

export const controlHandlers = [
  controlGuard,
  http.post(`*${MOCK_CONTROL.reset}`, () => {
    resetDb()
    return controlOk({ reset: true, seededOn: db.seededOn })
  }),
  http.post(`*${MOCK_CONTROL.tokenLifetime}`, async ({ request }) => {
    const body = await readJson<{ seconds?: unknown }>(request).catch(() => ({}) as { seconds?: unknown })
    const seconds = Number(body.seconds)
    // 0 is allowed: tokens issued from now on are born expired (tests of the 401 flow).
    if (!Number.isFinite(seconds) || seconds < 0) return controlBad('seconds must be a number >= 0')
    runtime.tokenLifetimeS = seconds
    return controlOk({ seconds })
  }),
  http.post(`*${MOCK_CONTROL.latency}`, async ({ request }) => {
    const body = await readJson<{ ms?: unknown }>(request).catch(() => ({}) as { ms?: unknown })
    const ms = Number(body.ms)
    if (!Number.isFinite(ms) || ms < 0) return controlBad('ms must be a number >= 0')
    runtime.latencyMs = ms
    return controlOk({ ms })
  }),
  http.post(`*${MOCK_CONTROL.fail}`, async ({ request }) => {
    const body = await readJson<{ path?: unknown; mode?: unknown; times?: unknown }>(request).catch(
      () => ({}) as { path?: unknown; mode?: unknown; times?: unknown },
    )
    const path = typeof body.path === 'string' ? body.path : ''
    const mode = FAIL_MODES.find((m) => String(m) === String(body.mode))
    const times = body.times === undefined ? 1 : Number(body.times)
    if (!path.startsWith('/')) return controlBad('path must start with /')
    if (mode === undefined) return controlBad('mode must be 500, 403, "network" or "hang"')
    if (!Number.isInteger(times) || times < 0) return controlBad('times must be an integer >= 0')
    // times 0 clears the failures of that path
    runtime.failures = runtime.failures.filter((f) => f.path !== path)
    if (times > 0) runtime.failures.push({ path, mode, remaining: times })
    return controlOk({ failures: runtime.failures })
  }),
  http.get(`*${MOCK_CONTROL.fail}`, () => controlOk({ failures: runtime.failures })),
  http.post(`*${MOCK_CONTROL.clock}`, async ({ request }) => {
    const body = await readJson<{ ms?: unknown }>(request).catch(() => ({}) as { ms?: unknown })
    const ms = Number(body.ms)
    if (!Number.isFinite(ms) || ms < 0) return controlBad('ms must be a number >= 0')
    return controlOk({ published: advanceContentClock(ms) })
  }),
  // the mails themselves (a bare array, newest last), for e2e tests to follow links
  http.get(`*${MOCK_CONTROL.outbox}`, () => HttpResponse.json(runtime.outbox)),
]
