import { z } from 'zod'
import {
  activeStatus,
  because,
  colour,
  integer,
  isoDate,
  optionalEmail,
  optionalMobilePhone,
  optionalText,
  password,
  reference,
  requiredEmail,
  requiredText,
  passwordConfirmed,
  text,
  uploadPath,
  username,
} from './fields.ts'
import { PASSWORD_MIN } from '../contracts/account.ts'
import { PRIMARY_COLORS } from '../../lib/theme.ts'

// The public pages' write schemas (sign-in, forgot and reset password) are in ./auth-public.ts: zod/mini, in a
// module of their own, so that loading them brings neither this module nor zod's classic API along.

export const permissionSchema = z.object({
  id: z.number(),
  action: z.object({ id: z.number(), name: z.string(), code: z.string() }),
})

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  color: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  parent_id: z.number().nullable().optional(),
  status: z.number(), // 1 active, 0 locked
  permissions: z.array(permissionSchema).default([]),
})
export type Role = z.infer<typeof roleSchema>

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  fullname: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  birthday: z.string().nullable().optional(), // YYYY-MM-DD
  gender: z.number().nullable().optional(), // 1 male, 0 female
  address: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  status: z.number(), // 1 active, 0 locked
  is_driver: z.boolean().optional(),
  is_motorbike_driver: z.boolean().optional(),
  roles: z.array(roleSchema),
})
export type User = z.infer<typeof userSchema>

export const loginRequestSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  remember: z.boolean().optional(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const loginResponseSchema = z.object({ access_token: z.string(), user: userSchema })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const refreshResponseSchema = z.object({ access_token: z.string() })

export const forgotPasswordRequestSchema = z.object({ email: z.string() })
export const resetPasswordRequestSchema = z.object({
  email: z.string(),
  token: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
})
export const changePasswordRequestSchema = z.object({
  old_password: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
})
export const registerRequestSchema = z.object({
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
})
export const confirmRegisterRequestSchema = z.object({ token: z.string() })

/** What the signed-in user may change of their own account (labels: the `account` namespace). */
export const profileWriteSchema = z.object({
  fullname: requiredText(255),
  email: optionalEmail(),
  phone: optionalText(20),
  birthday: isoDate().nullable().optional(),
  gender: z.literal([0, 1]).nullable().optional(),
  address: optionalText(500),
  avatar: uploadPath().nullable().optional(),
})
export type ProfileUpdate = z.input<typeof profileWriteSchema>

/** A new password and its confirmation, which must equal it. */
const newPassword = { password: password(PASSWORD_MIN), confirmPassword: password() }

/** A password change by its owner (labels: the `account` namespace). */
export const changePasswordWriteSchema = z
  .object({ old_password: password(), ...newPassword })
  .refine(passwordConfirmed.check, passwordConfirmed.params)

/** Self-registration of an account, created locked (labels: the `access` namespace). */
export const registerWriteSchema = z
  .object({
    username: username(),
    fullname: requiredText(255),
    email: requiredEmail(),
    ...newPassword,
  })
  .refine(passwordConfirmed.check, passwordConfirmed.params)

/**
 * What role create and update may carry, with its limits (the handlers check the rest: rights, the super role,
 * unique slugs). Labels: the `access` namespace.
 */
export const roleWriteSchema = z.object({
  name: requiredText(100),
  slug: text(100).refine((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), because('slugFormat')),
  /** one of the settings' 20 colours (SPEC §9), so a role's tag reads like the rest of the app */
  color: colour()
    .refine((c) => (PRIMARY_COLORS as readonly string[]).includes(c.toLowerCase()), because('colour'))
    .nullable()
    .optional(),
  description: optionalText(500, { multiline: true }),
  parent_id: reference().nullable().optional(),
  status: activeStatus(),
  /** the permission codes (or action ids) the role holds; the handler checks each against the modules */
  permissions: z
    .array(z.union([text(100), z.number().int()]))
    .max(1000)
    .optional(),
  codes: z.array(text(100)).max(1000).optional(),
  action_ids: z.array(z.number().int()).max(1000).optional(),
})

/** What account create and update may carry, with its limits. Labels: the `access` namespace. */
export const userWriteSchema = z.object({
  username: username(),
  fullname: requiredText(255),
  email: optionalEmail(),
  phone: optionalMobilePhone(),
  birthday: isoDate().nullable().optional(),
  gender: z.literal([0, 1]).nullable().optional(),
  address: optionalText(500),
  avatar: uploadPath().nullable().optional(),
  status: activeStatus(),
  password: password(PASSWORD_MIN).optional(),
  confirmPassword: password().optional(),
  /** the roles' ids: at least one (the handler keeps those of existing roles) */
  role_ids: z
    .array(reference())
    .max(50)
    .refine((ids) => ids.length > 0, because('roleRequired'))
    .optional(),
  is_driver: z.boolean().optional(),
  is_motorbike_driver: z.boolean().optional(),
  age: integer(16, 100).nullable().optional(),
  certificates: optionalText(255),
  years_experience: integer(0, 80).nullable().optional(),
  type: z.literal([0, 1]).nullable().optional(),
  group_name: optionalText(100),
})

/** The driver fields: a driver's own form sets them (/user/driver), not an account's. */
const DRIVER_FIELDS = {
  is_driver: true,
  is_motorbike_driver: true,
  age: true,
  certificates: true,
  years_experience: true,
  type: true,
  group_name: true,
} as const

/** A new account from the accounts screen: its first password, typed twice. */
export const userCreateSchema = userWriteSchema
  .omit(DRIVER_FIELDS)
  .extend(newPassword)
  .refine(passwordConfirmed.check, passwordConfirmed.params)

/** An account's edit: everything but the password (an administrator resets it apart: userPasswordSchema). */
export const userEditSchema = userWriteSchema.omit({
  ...DRIVER_FIELDS,
  password: true,
  confirmPassword: true,
})

/** An administrator sets a new password on someone else's account (sent as the account's update). */
export const userPasswordSchema = z
  .object({ id: reference(), version: z.number().int(), ...newPassword })
  .refine(passwordConfirmed.check, passwordConfirmed.params)
