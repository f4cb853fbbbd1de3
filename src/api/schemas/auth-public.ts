/**
 * The write schemas of the public pages (sign-in, forgot password, reset password), in zod/mini: the sign-in
 * page loads them when its form is first used, and zod/mini's few checks weigh about 6 KB gzip where zod's
 * classic API weighs 26 KB. They live apart from ./auth.ts (which re-exports them): a module that also declares
 * classic schemas brings the whole classic API along to whoever imports one of its mini schemas. Same core and
 * error map as every other write schema: the demo backend parses with them and answers the form's words.
 *
 * Messages: the `auth` form texts (the `auth` block of the `ui` namespace: `validation`), which name each field
 * as its form labels it ("Vui lòng nhập Tên đăng nhập").
 */
import { z } from 'zod/mini'
import { EMAIL_PATTERN } from '../../lib/email.ts'
import { PASSWORD_MIN } from '../contracts/account.ts'

// As in ./fields.ts: no `new Function` under the app's Content-Security-Policy (this module may be parsed first).
z.config({ jitless: true })

/** A custom issue whose message is `key` of the form texts' `validation` (./fields.ts `because`). */
const because = (key: string) => ({ params: { message: key } })

/** Text as sent: absent or null reads as empty, so it is asked for like a blank field. */
const sent = () =>
  z.pipe(
    z.transform((value: unknown) => value ?? ''),
    z.string(),
  )

/** Not empty; spaces count (a password). */
const filled = (key: string) => z.refine<string>((s) => s !== '', because(key))
/** Not blank once trimmed. */
const notBlank = (key: string) => z.refine<string>((s) => s.trim() !== '', because(key))

const PASSWORD_MAX = 128

/** Sign-in: the username (trimmed) and the password as typed. */
export const loginWriteSchema = z.object({
  username: sent().check(z.trim(), notBlank('usernameRequired'), z.maxLength(255)),
  password: sent().check(filled('passwordRequired'), z.maxLength(PASSWORD_MAX)),
  remember: z.optional(z.boolean()),
})
export type LoginWrite = z.output<typeof loginWriteSchema>

/** A reset link asked for: the account's e-mail address. */
export const forgotPasswordWriteSchema = z.object({
  email: sent().check(
    z.trim(),
    notBlank('emailRequired'),
    z.refine<string>((s) => s === '' || EMAIL_PATTERN.test(s), because('email')),
    z.maxLength(255),
  ),
})

const newPassword = {
  password: sent().check(filled('newPasswordRequired'), z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX)),
  confirmPassword: sent().check(filled('confirmPasswordRequired'), z.maxLength(PASSWORD_MAX)),
}
/** The confirmation equals the new password: the message sits on the confirmation. */
const confirmed = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.password === values.confirmPassword,
  { path: ['confirmPassword'], ...because('confirmPasswordSame') },
)

/** The new password and its confirmation: what the reset form asks for. */
export const newPasswordWriteSchema = z.object(newPassword).check(confirmed)

/** A password set through the reset link: the link's e-mail address and token, and the new password. */
export const resetPasswordWriteSchema = z
  .object({ email: sent().check(z.maxLength(255)), token: sent().check(z.maxLength(200)), ...newPassword })
  .check(confirmed)
