import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import { profileWriteSchema } from '../../src/api/schemas/auth.ts'
import { db } from '../db/index.ts'
import { emitChanged } from '../realtime.ts'
import { assertValid, label, ok, publicUser, readJson, requireUser, safe, t } from './util.ts'
import { parseWrite } from './validate.ts'

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
      // What the request leaves out keeps its stored value.
      const stored = Object.fromEntries(
        Object.keys(profileWriteSchema.shape).map((field) => [field, user[field as keyof typeof user]]),
      )
      const patch = parseWrite(request, profileWriteSchema, { ...stored, ...body }, 'account')
      const taken =
        !!patch.email &&
        db.users.findBy((u) => u.id !== user.id && u.email?.toLowerCase() === patch.email!.toLowerCase())
      assertValid(request, { email: taken ? [t(request, 'emailTaken')] : [] })
      const updated = db.users.update(user.id, patch)!
      emitChanged('user', 'updated', [user.id], request)
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
      // what no form shows (a device token, a password) never makes an open edit of the account stale
      db.users.update(user.id, { fcm_token: token }, { keepVersion: true })
      return ok(true)
    }),
  ),
]
