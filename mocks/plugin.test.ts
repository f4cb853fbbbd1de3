// @vitest-environment node
/** The Vite plugin's Node side over a real HTTP server: request bridging, binary bodies, dropped connections, socket.io. */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, CLIENT_HEADER, MOCK_CONTROL, SOCKET_ID_HEADER } from '../src/api/paths.ts'
import { resourceEvent } from '../src/realtime/events.ts'
import { attachSocket, demoMiddleware } from './backend.ts'
import { resetDb } from './db/index.ts'

let server: Server
let base = ''
const sockets: Socket[] = []

beforeAll(async () => {
  server = createServer((req, res) =>
    demoMiddleware(req, res, () => {
      res.statusCode = 418
      res.end('not the backend')
    }),
  )
  attachSocket(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
beforeEach(() => resetDb())
afterAll(async () => {
  sockets.forEach((s) => s.close())
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const headers = (token?: string): Record<string, string> => ({
  [CLIENT_HEADER.name]: CLIENT_HEADER.value,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})

async function login(username = 'admin', password = 'admin123'): Promise<string> {
  const res = await fetch(`${base}${API.auth.login}`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ username, password, remember: true }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { access_token: string } }).data.access_token
}

const post = (path: string, body?: unknown, token?: string, method = 'POST') =>
  fetch(`${base}${path}`, {
    method,
    headers: headers(token),
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A socket of `token`, connected. */
async function openSocket(token: string): Promise<Socket> {
  const socket = connect(base, { auth: { token }, transports: ['websocket'], reconnection: false })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve())
    socket.on('connect_error', reject)
  })
  return socket
}

const disconnectReason = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)))

/** The next role:created event `socket` receives, after the administrator creates a role. */
async function nextRoleEvent(socket: Socket): Promise<unknown> {
  const received = new Promise<unknown>((resolve) => socket.once(resourceEvent('role', 'created'), resolve))
  await post(`${API.role}/create`, { name: `Vai trò ${sockets.length}-${Math.random()}` }, await login())
  return received
}

describe('demo backend plugin (Node side)', () => {
  it('serves /api with envelopes and leaves other paths to the next middleware', async () => {
    const token = await login()
    const chart = await fetch(`${base}${API.chart.general}`, { headers: headers(token) })
    expect(chart.status).toBe(200)
    expect(chart.headers.get('content-type')).toMatch(/application\/json/)
    const unknown = await fetch(`${base}/api/does-not-exist`, { headers: headers(token) })
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { code: number }).code).toBe(404)
    expect((await fetch(`${base}/index.html`)).status).toBe(418)
  })

  it('round-trips binary uploads byte for byte', async () => {
    const token = await login()
    // a PNG signature, then every byte value
    const bytes = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...Array.from({ length: 256 }, (_, i) => i),
    ])
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'ảnh xe.png')
    const upload = await fetch(`${base}${API.file.upload}`, {
      method: 'POST',
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
      body: form,
    })
    const { data } = (await upload.json()) as { data: { url: string } }
    const file = await fetch(`${base}${data.url}`)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })

  it('answers 413 to a body whose Content-Length is too big without waiting for it', async () => {
    const token = await login()
    const { port } = server.address() as AddressInfo
    // 50 MB announced, a few bytes sent, the rest never comes: only a refusal before reading can answer.
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: API.file.upload,
      headers: {
        [CLIENT_HEADER.name]: CLIENT_HEADER.value,
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
    })
    req.on('error', () => {}) // the server may close the connection once it has answered
    const response = new Promise<IncomingMessage>((resolve) => req.on('response', resolve))
    req.write('--x\r\n')
    const res = await response
    const chunks: Buffer[] = []
    for await (const chunk of res) chunks.push(chunk as Buffer)
    req.destroy()
    expect(res.statusCode).toBe(413)
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      code: 413,
      message: 'The file is too large: at most 5 MB',
      data: null,
    })
  })

  it('calls a huge body that is not an upload too large a request, not a file', async () => {
    const token = await login()
    const { port } = server.address() as AddressInfo
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${API.brand}/create`,
      headers: {
        [CLIENT_HEADER.name]: CLIENT_HEADER.value,
        authorization: `Bearer ${token}`,
        'accept-language': 'vi',
        'content-type': 'application/json',
        'content-length': String(50 * 1024 * 1024),
      },
    })
    req.on('error', () => {})
    const response = new Promise<IncomingMessage>((resolve) => req.on('response', resolve))
    req.write('{"name":"')
    const res = await response
    const chunks: Buffer[] = []
    for await (const chunk of res) chunks.push(chunk as Buffer)
    req.destroy()
    expect(res.statusCode).toBe(413)
    expect(JSON.parse(Buffer.concat(chunks).toString()).message).toBe('Dữ liệu gửi lên quá lớn (tối đa 1 MB)')
  })

  it('takes test controls from its own origin only', async () => {
    const reset = (origin: string) =>
      fetch(`${base}${MOCK_CONTROL.reset}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{}',
      })
    expect((await reset('http://evil.example')).status).toBe(403)
    expect((await reset(base.replace('127.0.0.1', 'localhost'))).status).toBe(403)
    expect((await reset(base)).status).toBe(200)
  })

  it('drops the connection for an injected network failure', async () => {
    const token = await login()
    await post(MOCK_CONTROL.fail, { path: API.chart.general, mode: 'network' })
    await expect(fetch(`${base}${API.chart.general}`, { headers: headers(token) })).rejects.toThrow()
    expect((await fetch(`${base}${API.chart.general}`, { headers: headers(token) })).status).toBe(200)
  })

  it('drops the sockets of a session that signed out, also when they connected before a refresh', async () => {
    const token = await login('kho', 'kho123')
    const socket = await openSocket(token)
    const refreshed = await post(API.auth.refresh, undefined, token, 'GET')
    const fresh = ((await refreshed.json()) as { data: { access_token: string } }).data.access_token
    await expect(nextRoleEvent(socket)).resolves.toBeDefined() // a refresh is no sign-out
    const dropped = disconnectReason(socket)
    expect((await post(API.auth.logout, {}, fresh)).status).toBe(200)
    expect(await dropped).toBe('io server disconnect')
  })

  it('a password change drops the sockets of the other sessions and keeps its own', async () => {
    const here = await login('quanly', 'quanly123')
    const elsewhere = await login('quanly', 'quanly123')
    const [kept, other] = await Promise.all([openSocket(here), openSocket(elsewhere)])
    const dropped = disconnectReason(other)
    const changed = await post(
      API.auth.changePassword,
      { old_password: 'quanly123', password: 'moi123456', confirmPassword: 'moi123456' },
      here,
    )
    expect(changed.status).toBe(200)
    expect(await dropped).toBe('io server disconnect')
    await expect(nextRoleEvent(kept)).resolves.toBeDefined()
    expect(kept.connected).toBe(true)
  })

  it('locking an account, then deleting one, drops its sockets', async () => {
    const admin = await login()
    const users = (await (
      await fetch(`${base}${API.user}/list?itemsPerPage=100`, { headers: headers(admin) })
    ).json()) as {
      data: { data: Array<{ id: number; username: string }> }
    }
    const idOf = (username: string) => users.data.data.find((u) => u.username === username)!.id
    const locked = await openSocket(await login('kho', 'kho123'))
    const lockedDrop = disconnectReason(locked)
    expect((await post(`${API.user}/update/${idOf('kho')}`, { status: 0 }, admin)).status).toBe(200)
    expect(await lockedDrop).toBe('io server disconnect')

    const deleted = await openSocket(await login('quanly', 'quanly123'))
    const deletedDrop = disconnectReason(deleted)
    expect((await post(`${API.user}/${idOf('quanly')}`, undefined, admin, 'DELETE')).status).toBe(200)
    expect(await deletedDrop).toBe('io server disconnect')
  })

  it('a password reset drops every socket of the account', async () => {
    const token = await login('kho', 'kho123')
    const socket = await openSocket(token)
    const dropped = disconnectReason(socket)
    await post(API.auth.forgotPassword, { email: 'kho@nhaxe.vn' })
    const mails = (await (await fetch(`${base}${MOCK_CONTROL.outbox}`)).json()) as Array<{ link: string }>
    const link = new URL(mails[0].link, base)
    const reset = await post(API.auth.resetPassword, {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password: 'moi123456',
      confirmPassword: 'moi123456',
    })
    expect(reset.status).toBe(200)
    expect(await dropped).toBe('io server disconnect')
  })

  it('authenticates sockets and broadcasts resource changes', async () => {
    const bad = connect(base, { auth: { token: 'nope' }, transports: ['websocket'], reconnection: false })
    sockets.push(bad)
    const error = await new Promise<Error>((resolve) => bad.on('connect_error', resolve))
    expect(error.message).toBe('unauthorized')

    const token = await login()
    const good = connect(base, { auth: { token }, transports: ['websocket'], reconnection: false })
    sockets.push(good)
    await new Promise<void>((resolve) => good.on('connect', () => resolve()))
    const changed = new Promise<unknown>((resolve) => good.on(resourceEvent('role', 'created'), resolve))
    const res = await fetch(`${base}${API.role}/create`, {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify({ name: 'Điều phối' }),
    })
    const { data } = (await res.json()) as { data: { id: number } }
    expect(await changed).toEqual({ ids: [data.id] })
  })

  it("leaves the saving clerk's own socket out of the announcement, and only their own", async () => {
    const clerk = await login('quanly', 'quanly123')
    const mine = await openSocket(clerk)
    const colleague = await openSocket(await login())
    const heard: string[] = []
    mine.on(resourceEvent('brand', 'created'), () => heard.push('mine'))
    const colleagueHeard = new Promise((resolve) =>
      colleague.once(resourceEvent('brand', 'created'), resolve),
    )
    const create = (name: string, socketId: string) =>
      fetch(`${base}${API.brand}/create`, {
        method: 'POST',
        headers: { ...headers(clerk), [SOCKET_ID_HEADER]: socketId },
        body: JSON.stringify({ name }),
      })
    await create('Samco', mine.id!)
    await colleagueHeard
    // another account's socket id in the header mutes nobody: the colleague still hears
    const stillHeard = new Promise((resolve) => colleague.once(resourceEvent('brand', 'created'), resolve))
    const mineHeard = new Promise((resolve) => mine.once(resourceEvent('brand', 'created'), resolve))
    await create('Daewoo', colleague.id!)
    await Promise.all([stillHeard, mineHeard])
    expect(heard).toEqual(['mine']) // only the second change, which came with someone else's socket id
  })
})
