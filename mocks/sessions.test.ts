// @vitest-environment node
/** Sessions that end when they should: password changes, the refresh limit, the sign-in throttle, forgot-password. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { API, MOCK_CONTROL } from '../src/api/paths.ts'
import { db, resetDb, runtime, server } from './node.ts'
import { BASE, call, login, works } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDb()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-15T03:00:00Z'))
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

const HOUR = 3600_000
const DAY = 24 * HOUR
const at = (ms: number) => vi.setSystemTime(new Date(Date.parse('2030-01-15T03:00:00Z') + ms))
const refresh = (token: string) => call<{ access_token: string }>(API.auth.refresh, { token })

async function outboxLink(email: string) {
  const mails = (await (await fetch(`${BASE}${MOCK_CONTROL.outbox}`)).json()) as Array<{
    to: string
    link: string
  }>
  return new URL(mails.findLast((m) => m.to === email)!.link, BASE)
}

describe('a password change ends the other sessions', () => {
  it('a change by the user keeps the current session and ends every other one', async () => {
    const here = await login('quanly', 'quanly123', true)
    const elsewhere = await login('quanly', 'quanly123', true)
    const other = await login('kho', 'kho123')
    const changed = await call(API.auth.changePassword, {
      token: here,
      body: { old_password: 'quanly123', password: 'moi123456', confirmPassword: 'moi123456' },
    })
    expect(changed.status).toBe(200)
    expect(await works(here)).toBe(true)
    expect(await works(elsewhere)).toBe(false)
    expect((await refresh(elsewhere)).status).toBe(401)
    expect(await works(other)).toBe(true)
    // the kept session still refreshes
    at(2 * HOUR)
    expect((await refresh(here)).status).toBe(200)
  })

  it('a reset through the e-mailed link ends every session of the account', async () => {
    const token = await login('kho', 'kho123', true)
    await call(API.auth.forgotPassword, { body: { email: 'kho@nhaxe.vn' } })
    const link = await outboxLink('kho@nhaxe.vn')
    const reset = await call(API.auth.resetPassword, {
      body: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'moi123456',
        confirmPassword: 'moi123456',
      },
    })
    expect(reset.status).toBe(200)
    expect(await works(token)).toBe(false)
    expect((await refresh(token)).status).toBe(401)
  })

  it('a password set by the administrator ends every session of that account', async () => {
    const token = await login('kho', 'kho123', true)
    const admin = await login('admin', 'admin123')
    const kho = db.users.findBy((u) => u.username === 'kho')!
    expect(
      (await call(`${API.user}/update/${kho.id}`, { token: admin, body: { password: 'kho456' } })).status,
    ).toBe(200)
    expect(await works(token)).toBe(false)
    expect((await refresh(token)).status).toBe(401)
    expect(await works(admin)).toBe(true)
  })
})

describe('refresh has a maximum age', () => {
  it('with "remember": 7 days from sign-in, however often it was refreshed', async () => {
    let token = await login('admin', 'admin123', true)
    for (const day of [2, 4, 6]) {
      at(day * DAY)
      const res = await refresh(token)
      expect(res.status).toBe(200)
      token = res.body.data.access_token
    }
    at(7 * DAY - 1000)
    const last = await refresh(token)
    expect(last.status).toBe(200)
    token = last.body.data.access_token
    expect(await works(token)).toBe(true)
    at(7 * DAY)
    expect(await works(token)).toBe(false) // the last token ends with the session
    const refused = await refresh(token)
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe('Phiên đăng nhập đã hết hạn')
  })

  it('without "remember": the session ends with its first token, a refresh cannot stretch it', async () => {
    const token = await login('admin', 'admin123')
    at(30 * 60_000)
    const early = await refresh(token)
    expect(early.status).toBe(200)
    const next = early.body.data.access_token
    at(HOUR)
    expect(await works(next)).toBe(false)
    expect((await refresh(next)).status).toBe(401)

    const again = await login('admin', 'admin123', false)
    at(HOUR + 2 * HOUR)
    expect((await refresh(again)).status).toBe(401)
  })
})

describe('sign-in throttle', () => {
  const attempt = (password: string, lang?: string, username = 'letan.sg') =>
    call(API.auth.login, { body: { username, password }, lang })

  it('after 5 wrong passwords the next attempts wait 30 s, then longer; the message says how long', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('sai')).status).toBe(400)
    const waiting = await attempt('letan123')
    expect(waiting).toEqual({
      status: 429,
      body: {
        code: 429,
        message: 'Bạn đã nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau 30 giây',
        data: null,
      },
    })
    at(10_000)
    expect((await attempt('letan123', 'en')).body.message).toBe(
      'Too many wrong passwords. Please try again in 20 seconds',
    )
    at(30_000)
    expect((await attempt('sai')).status).toBe(400) // a sixth wrong password: the wait doubles
    expect((await attempt('letan123')).body.message).toBe(
      'Bạn đã nhập sai mật khẩu nhiều lần. Vui lòng thử lại sau 1 phút',
    )
    at(90_000)
    expect((await attempt('letan123')).status).toBe(200)
    // a successful sign-in starts the count again
    for (let i = 0; i < 4; i++) expect((await attempt('sai')).status).toBe(400)
    expect((await attempt('letan123')).status).toBe(200)
  })

  it('counts per username (any case), the same for unknown names, and /__mock/reset clears it', async () => {
    for (let i = 0; i < 5; i++) await attempt('sai', undefined, i % 2 ? 'LETAN.SG' : 'letan.sg')
    expect((await attempt('letan123')).status).toBe(429)
    expect((await call(API.auth.login, { body: { username: 'kho', password: 'kho123' } })).status).toBe(200)
    for (let i = 0; i < 5; i++) await attempt('sai', undefined, 'khong-co-ai')
    expect((await attempt('sai', undefined, 'khong-co-ai')).status).toBe(429)

    await fetch(`${BASE}${MOCK_CONTROL.reset}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect((await attempt('letan123')).status).toBe(200)
    expect(runtime.loginFailures.size).toBe(0)
  })
})

describe('forgot-password', () => {
  it('answers known and unknown e-mails alike, and mails only the known one', async () => {
    const known = await call(API.auth.forgotPassword, { body: { email: 'kho@nhaxe.vn' } })
    const unknown = await call(API.auth.forgotPassword, { body: { email: 'nobody@nhaxe.vn' } })
    expect(unknown).toEqual(known)
    expect(known).toEqual({
      status: 200,
      body: {
        code: 200,
        message: 'Nếu email có trong hệ thống, hướng dẫn đặt lại mật khẩu đã được gửi tới email đó',
        data: true,
      },
    })
    const en = await call(API.auth.forgotPassword, { body: { email: 'nobody@nhaxe.vn' }, lang: 'en' })
    expect(en.body.message).toBe('If an account uses this email, a password reset link has been sent to it')
    expect(runtime.outbox.map((m) => m.to)).toEqual(['kho@nhaxe.vn'])
  })
})
