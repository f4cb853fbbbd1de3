import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import { profileUpdateSchema } from '../../src/api/schemas/auth.ts'
import { db } from '../db/index.ts'
import { emitChanged } from '../realtime.ts'
import { EMAIL_RE, assertValid, label, ok, publicUser, readJson, requireUser, safe, t } from './util.ts'

/** FCM registration tokens are a few hundred characters; anything far longer is not one. */
const FCM_TOKEN_MAX = 4096

export const profileHandlers = [
  http.get(
    `*${API.profile}`,
    safe(({ request }) => ok(publicUser(requireUser(request)))),
  ),

  http.post(
    `*${API.profile}`,
    safe(async ({ request }) => {
      const user = requireUser(request)
      const body = await readJson(request)
      const errors: Record<string, string[]> = {}
      if ('fullname' in body && (typeof body.fullname !== 'string' || !body.fullname.trim())) {
        errors.fullname = [t(request, 'required', label(request, 'fullname'))]
      }
      if (typeof body.email === 'string' && body.email.trim() && !EMAIL_RE.test(body.email.trim())) {
        errors.email = [t(request, 'invalidEmail')]
      } else if (typeof body.email === 'string' && body.email.trim()) {
        const taken = db.users.findBy(
          (u) => u.id !== user.id && u.email?.toLowerCase() === String(body.email).trim().toLowerCase(),
        )
        if (taken) errors.email = [t(request, 'emailTaken')]
      }
      assertValid(request, errors)
      const parsed = profileUpdateSchema.safeParse(body)
      if (!parsed.success) {
        const zodErrors: Record<string, string[]> = {}
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '_')
          ;(zodErrors[field] ??= []).push(t(request, 'invalidData'))
        }
        assertValid(request, zodErrors)
      }
      const patch = Object.fromEntries(
        Object.entries(parsed.data ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
      )
      const updated = db.users.update(user.id, patch)!
      emitChanged('user', 'updated', [user.id])
      return ok(publicUser(updated), t(request, 'updated'))
    }),
  ),

  // SPEC §7 "Push": the signed-in user's device push token, kept on the user record (the latest wins).
  http.post(
    `*${API.fcmToken}`,
    safe(async ({ request }) => {
      const user = requireUser(request)
      const body = await readJson(request)
      const token = typeof body.fcm_token === 'string' ? body.fcm_token.trim() : ''
      if (!token) assertValid(request, { fcm_token: [t(request, 'required', label(request, 'fcm_token'))] })
      if (token.length > FCM_TOKEN_MAX) assertValid(request, { fcm_token: [t(request, 'invalidData')] })
      db.users.update(user.id, { fcm_token: token })
      return ok(true)
    }),
  ),
]
