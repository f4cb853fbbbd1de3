import { z } from 'zod'
import { DRIVER_KIND, LICENCE_CLASSES, LICENCE_CLASSES_BY_KIND, PASSWORD_MIN } from '../contracts/account.ts'
import { userSchema } from './auth.ts'
import {
  activeStatus,
  because,
  integer,
  isoDate,
  mobilePhone,
  optionalEmail,
  optionalText,
  password,
  requiredText,
  passwordConfirmed,
  uploadPath,
  username,
} from './fields.ts'

/** A staff account as the accounts screens read it: the driver fields of SPEC §3, its version and creation. */
export const accountSchema = userSchema.extend({
  age: z.number().int().nullable().optional(),
  certificates: z.string().nullable().optional(),
  years_experience: z.number().int().nullable().optional(),
  type: z.number().int().min(0).max(1).nullable().optional(),
  group_name: z.string().nullable().optional(),
  license_class: z.string().nullable().optional(),
  license_expiry: z.string().nullable().optional(), // YYYY-MM-DD
  created_at: z.string(),
  version: z.number().int(),
})
export type Account = z.infer<typeof accountSchema>

/** An active driver account as the roster's choices need it (GET /api/driver/all-active). */
export const activeDriverSchema = z.object({
  id: z.number(),
  fullname: z.string(),
  phone: z.string().nullable(),
})
export type ActiveDriver = z.infer<typeof activeDriverSchema>

/**
 * What a driver's create and update may carry (/user/driver: code `driver`): an account whose type is a coach or
 * minibus driver (0) or a motorbike driver (1); the backend gives it the drivers' role. Labels: `access`.
 */
export const driverWriteSchema = z.object({
  username: username(),
  fullname: requiredText(255),
  phone: mobilePhone(),
  email: optionalEmail(),
  birthday: isoDate().nullable().optional(),
  gender: z.literal([0, 1]).nullable().optional(),
  address: optionalText(500),
  avatar: uploadPath().nullable().optional(),
  status: activeStatus(),
  type: z.literal([0, 1]),
  license_class: z.enum(LICENCE_CLASSES).nullable().optional(),
  license_expiry: isoDate().nullable().optional(),
  years_experience: integer(0, 60).nullable().optional(),
  group_name: optionalText(100),
  certificates: optionalText(255),
  password: password(PASSWORD_MIN).optional(),
  confirmPassword: password().optional(),
})

/** A coach or minibus driver drives with a licence: its class and its expiry are given. */
const coachLicence = {
  check: (v: { type?: number; license_class?: string | null; license_expiry?: string | null }) =>
    v.type !== DRIVER_KIND.driver || (!!v.license_class && !!v.license_expiry),
  params: { path: ['license_class'], ...because('licenceRequired') },
}
/** A licence's class allows the driver's vehicles: a coach for a coach driver, a motorbike for a motorbike driver. */
const licenceForKind = {
  check: (v: { type?: number; license_class?: string | null }) =>
    !v.license_class ||
    (v.type !== DRIVER_KIND.driver && v.type !== DRIVER_KIND.motor) ||
    (LICENCE_CLASSES_BY_KIND[v.type] as readonly string[]).includes(v.license_class),
  params: { path: ['license_class'], ...because('licenceClassForKind') },
}

/** A new driver from /user/driver/add: the first password typed twice. */
export const driverCreateSchema = driverWriteSchema
  .extend({ password: password(PASSWORD_MIN), confirmPassword: password() })
  .refine(passwordConfirmed.check, passwordConfirmed.params)
  .refine(coachLicence.check, coachLicence.params)
  .refine(licenceForKind.check, licenceForKind.params)

/** A driver's edit: everything but the password (an administrator resets it from the accounts). */
export const driverEditSchema = driverWriteSchema
  .omit({ password: true, confirmPassword: true })
  .refine(coachLicence.check, coachLicence.params)
  .refine(licenceForKind.check, licenceForKind.params)
