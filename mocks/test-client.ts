/** Test helpers: calls to the demo backend through msw/node, as the app makes them. */
import { expect } from 'vitest'
import { API, CLIENT_HEADER } from '../src/api/paths.ts'

export const BASE = 'http://localhost'

export interface Body<T = unknown> {
  code: number
  message: string | null
  data: T
  errors?: Record<string, string[]>
}

export interface CallInit {
  method?: string
  body?: unknown
  token?: string
  lang?: string
  headers?: Record<string, string>
}

/** A fetch with the client header, the bearer token and the language header. */
export function request(path: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.lang) headers['accept-language'] = init.lang
  return fetch(`${BASE}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/** The status and the JSON envelope of a call. */
export async function call<T = unknown>(
  path: string,
  init: CallInit = {},
): Promise<{ status: number; body: Body<T> }> {
  const res = await request(path, init)
  return { status: res.status, body: (await res.json()) as Body<T> }
}

/** Signs in; `remember` as the sign-in form's "remember me" (absent: not sent). */
export async function login(username: string, password: string, remember?: boolean): Promise<string> {
  const { status, body } = await call<{ access_token: string }>(API.auth.login, {
    body: { username, password, remember },
  })
  expect(status).toBe(200)
  return body.data.access_token
}

/** A token still opens the signed-in user's own account. */
export const works = async (token: string) => (await call(API.profile, { token })).status === 200

/** An account (password abc123) holding exactly `codes` through a role of its own, signed in. */
export async function accountWith(codes: string[], username = 'thu') {
  const admin = await login('admin', 'admin123')
  const role = await call<{ id: number }>(`${API.role}/create`, {
    token: admin,
    body: { name: `Vai trò ${username}`, slug: `vai-tro-${username}`, permissions: codes },
  })
  expect(role.status).toBe(200)
  const user = await call<{ id: number }>(`${API.user}/create`, {
    token: admin,
    body: { username, fullname: 'Thử Nghiệm', password: 'abc123', role_ids: [role.body.data.id] },
  })
  expect(user.status).toBe(200)
  return { token: await login(username, 'abc123'), roleId: role.body.data.id, userId: user.body.data.id }
}
