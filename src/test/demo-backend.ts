/*
 * Screen tests against the demo backend (mocks/): its own msw handlers, a fresh seed per test, a real sign-in,
 * and a log of what went over the wire.
 *
 *   useDemoBackend()
 *   it('…', async () => {
 *     await signInDemo('quanly', 'quanly123')
 *     const wire = recordRequests()
 *     renderApp('/car')
 *     expect(wire.get('/api/car/list')).toHaveLength(1)
 *   })
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { db, resetDb, server } from '../../mocks/node'
import { API, CLIENT_HEADER } from '../api/paths'
import type { User } from '../api/schemas/auth'
import { useSession } from '../stores/session'

export { db, server }

/** Marks the test's own calls (another clerk), which the request log leaves out. */
const DIRECT = 'x-test-direct'

/** The msw server with the demo backend's handlers for this file, and the seed again before every test. */
export function useDemoBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => resetDb())
  afterEach(() => {
    server.resetHandlers()
    server.events.removeAllListeners()
  })
  afterAll(() => server.close())
}

/** A call straight to the demo backend (another clerk's browser): status and envelope. */
export async function callApi<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: { code: number; message: string | null; data: T; errors?: Record<string, string[]> } }> {
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, [DIRECT]: '1' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const res = await fetch(`${window.location.origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: await res.json() }
}

/** Signs in through the demo backend's login and stores the session as the sign-in form does. */
export async function signInDemo(username: string, password: string): Promise<{ token: string; user: User }> {
  const { status, body } = await callApi<{ access_token: string; user: User }>(API.auth.login, {
    body: { username, password },
  })
  expect(status).toBe(200)
  useSession.getState().signIn(body.data.access_token, body.data.user, false)
  return { token: body.data.access_token, user: body.data.user }
}

export interface WireRequest {
  method: string
  /** pathname, e.g. /api/car/list */
  path: string
  query: Record<string, string>
  /** the JSON body (undefined when there is none) */
  body: Promise<unknown>
}

/** Every request the app sends from now on (until the test ends). */
export function recordRequests() {
  const log: WireRequest[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.headers.has(DIRECT)) return
    const url = new URL(request.url)
    const copy = request.clone()
    log.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: copy.text().then((text) => (text ? (JSON.parse(text) as unknown) : undefined)),
    })
  })
  return {
    log,
    /** the requests to `path` (and of `method`, when given) */
    to: (path: string, method?: string) =>
      log.filter((r) => r.path === path && (!method || r.method === method)),
    /** the requests whose path starts with `prefix` */
    under: (prefix: string) => log.filter((r) => r.path.startsWith(prefix)),
    clear: () => void (log.length = 0),
  }
}
