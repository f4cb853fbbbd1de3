import { http } from 'msw'
import { changePasswordWriteSchema, registerWriteSchema } from '../../src/api/schemas/auth.ts'
import {
  forgotPasswordWriteSchema,
  loginWriteSchema,
  resetPasswordWriteSchema,
} from '../../src/api/schemas/auth-public.ts'
import { API } from '../../src/api/paths.ts'
import {
  db,
  endSignIn,
  endSignInsOf,
  issueSession,
  randomToken,
  refreshSession,
  runtime,
} from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import type { UserRecord } from '../db/types.ts'
import { emitChanged } from '../realtime.ts'
import {
  ApiError,
  assertValid,
  bearerOf,
  envelope,
  langOf,
  ok,
  publicUser,
  readJson,
  requireUser,
  safe,
  str,
  t,
} from './util.ts'
import { parseWrite } from './validate.ts'

function sendMail(request: Request, to: string, kind: 'reset' | 'confirm', link: string) {
  const en = langOf(request) === 'en'
  const title = db.settings.title
  const subject =
    kind === 'reset'
      ? en
        ? `[${title}] Reset your password`
        : `[${title}] Đặt lại mật khẩu`
      : en
        ? `[${title}] Activate your account`
        : `[${title}] Kích hoạt tài khoản`
  const body =
    kind === 'reset'
      ? en
        ? `Open this link to choose a new password: ${link}`
        : `Mở liên kết sau để đặt mật khẩu mới: ${link}`
      : en
        ? `Open this link to activate your account: ${link}`
        : `Mở liên kết sau để kích hoạt tài khoản: ${link}`
  runtime.outbox.push({ to, subject, body, link, sent_at: vnIsoAt() })
}

/** Sign-in throttle: from the 5th wrong password in a row, 30 s before the next try, doubling each time. */
const FREE_FAILURES = 5
const FIRST_WAIT_MS = 30_000
const MAX_WAIT_MS = 15 * 60_000

/** 429 with how long to wait (message and Retry-After), or null when the username may try now. */
function waitResponse(request: Request, key: string): Response | null {
  const left = (runtime.loginFailures.get(key)?.waitUntil ?? 0) - Date.now()
  if (left <= 0) return null
  const seconds = Math.ceil(left / 1000)
  const minutes = Math.ceil(seconds / 60)
  const howLong =
    seconds < 60
      ? t(request, seconds === 1 ? 'oneSecond' : 'seconds', seconds)
      : t(request, minutes === 1 ? 'oneMinute' : 'minutes', minutes)
  const response = envelope(429, t(request, 'loginWait', howLong), null)
  response.headers.set('retry-after', String(seconds))
  return response
}

function recordFailure(key: string): void {
  const failures = runtime.loginFailures.get(key) ?? { count: 0, waitUntil: 0 }
  failures.count += 1
  if (failures.count >= FREE_FAILURES) {
    const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures.count - FREE_FAILURES), MAX_WAIT_MS)
    failures.waitUntil = Date.now() + wait
  }
  runtime.loginFailures.set(key, failures)
}

const findByEmail = (email: string): UserRecord | undefined =>
  db.users.findBy((u) => !!u.email && u.email.toLowerCase() === email.toLowerCase())

export const authHandlers = [
  http.post(
    `*${API.auth.login}`,
    safe(async ({ request }) => {
      // the sign-in form's schema and words
      const { username, password, remember } = parseWrite(
        request,
        loginWriteSchema,
        await readJson(request),
        'auth',
      )
      // counted by the name typed, known or not, so a wait tells nothing about which accounts exist
      const key = username.toLowerCase()
      const waiting = waitResponse(request, key)
      if (waiting) return waiting
      const user = db.users.findBy((u) => u.username.toLowerCase() === key)
      if (!user || user.password !== password) {
        recordFailure(key)
        throw new ApiError(400, t(request, 'wrongCredentials'))
      }
      runtime.loginFailures.delete(key)
      if (user.status !== 1) throw new ApiError(400, t(request, 'accountLocked'))
      const token = issueSession(user.id, remember === true)
      return ok({ access_token: token, user: publicUser(user) }, t(request, 'loginOk'))
    }),
  ),

  /**
   * The old bearer token, expired or not, must be known and not revoked, and its sign-in not ended (7 days
   * with "remember", else its first token's lifetime); it is revoked on success.
   */
  http.get(
    `*${API.auth.refresh}`,
    safe(({ request }) => {
      const token = bearerOf(request)
      const session = token ? runtime.sessions.get(token) : undefined
      const user = session && db.users.find(session.userId)
      const fresh = token && user?.status === 1 ? refreshSession(token) : undefined
      if (!fresh) throw new ApiError(401, t(request, 'tokenExpired'))
      return ok({ access_token: fresh })
    }),
  ),

  http.post(
    `*${API.auth.logout}`,
    safe(({ request }) => {
      requireUser(request)
      endSignIn(bearerOf(request)!)
      return ok(true, t(request, 'logoutOk'))
    }),
  ),

  http.post(
    `*${API.auth.forgotPassword}`,
    safe(async ({ request }) => {
      const { email } = parseWrite(request, forgotPasswordWriteSchema, await readJson(request), 'auth')
      // the same answer whether an account uses the address or not
      const user = findByEmail(email)
      if (user) {
        const token = randomToken(16)
        runtime.resetTokens.set(token, { email: user.email!, userId: user.id, used: false })
        sendMail(
          request,
          user.email!,
          'reset',
          `/auth/reset-password?token=${token}&email=${encodeURIComponent(user.email!)}`,
        )
      }
      return ok(true, t(request, 'resetMailSent'))
    }),
  ),

  http.post(
    `*${API.auth.resetPassword}`,
    safe(async ({ request }) => {
      const { email, token, password } = parseWrite(
        request,
        resetPasswordWriteSchema,
        await readJson(request),
        'auth',
      )
      const entry = runtime.resetTokens.get(token)
      if (!entry || entry.used || entry.email.toLowerCase() !== email.toLowerCase()) {
        throw new ApiError(400, t(request, 'resetTokenInvalid'))
      }
      const user = db.users.find(entry.userId)
      if (!user) throw new ApiError(400, t(request, 'resetTokenInvalid'))
      entry.used = true
      db.users.update(user.id, { password }, { keepVersion: true })
      endSignInsOf(user.id)
      return ok(true, t(request, 'passwordChanged'))
    }),
  ),

  http.post(
    `*${API.auth.changePassword}`,
    safe(async ({ request }) => {
      const user = requireUser(request)
      const { old_password: oldPassword, password } = parseWrite(
        request,
        changePasswordWriteSchema,
        await readJson(request),
        'account',
      )
      if (user.password !== oldPassword) throw new ApiError(400, t(request, 'wrongOldPassword'))
      db.users.update(user.id, { password }, { keepVersion: true })
      endSignInsOf(user.id, bearerOf(request)) // this session goes on
      return ok(true, t(request, 'passwordChanged'))
    }),
  ),

  /** Creates a locked account (no role yet) and mails an activation link. */
  http.post(
    `*${API.auth.register}`,
    safe(async ({ request }) => {
      const { username, fullname, email, password } = parseWrite(
        request,
        registerWriteSchema,
        await readJson(request),
        'access',
      )
      assertValid(request, {
        username: db.users.findBy((u) => u.username.toLowerCase() === username.toLowerCase())
          ? [t(request, 'usernameTaken')]
          : [],
        email: findByEmail(email) ? [t(request, 'emailTaken')] : [],
      })
      const user = db.users.insert({
        username,
        fullname,
        email,
        phone: null,
        birthday: null,
        gender: null,
        address: null,
        avatar: null,
        status: 0,
        is_driver: false,
        is_motorbike_driver: false,
        role_ids: [],
        password,
        created_at: vnIsoAt(),
      })
      const token = randomToken(16)
      runtime.confirmTokens.set(token, { email, userId: user.id, used: false })
      sendMail(request, email, 'confirm', `/auth/confirm-register?token=${token}`)
      emitChanged('user', 'created', [user.id], request)
      return ok(publicUser(user), t(request, 'registered'))
    }),
  ),

  http.post(
    `*${API.auth.confirmRegister}`,
    safe(async ({ request }) => {
      const token = str((await readJson(request)).token)
      const entry = runtime.confirmTokens.get(token)
      const user = entry && db.users.find(entry.userId)
      if (!entry || entry.used || !user) throw new ApiError(400, t(request, 'confirmTokenInvalid'))
      entry.used = true
      const updated = db.users.update(user.id, { status: 1 })!
      emitChanged('user', 'updated', [user.id], request)
      return ok(publicUser(updated), t(request, 'confirmed'))
    }),
  ),
]
