import { z } from 'zod'
import { userSchema } from './auth.ts'

/** Driver kind (SPEC §9): driver 0, motor 1. */
export const DRIVER_KIND = { driver: 0, motor: 1 } as const

/** A staff account as the accounts screens read it: the driver fields of SPEC §3, its version and creation. */
export const accountSchema = userSchema.extend({
  age: z.number().int().nullable().optional(),
  certificates: z.string().nullable().optional(),
  years_experience: z.number().int().nullable().optional(),
  type: z.number().int().min(0).max(1).nullable().optional(),
  group_name: z.string().nullable().optional(),
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

export const customerSchema = z.object({
  id: z.number(),
  fullname: z.string().min(1),
  phone: z.string().regex(/^0\d{9}$/),
  email: z.string().nullable().optional(),
  gender: z.number().int().min(0).max(1).nullable().optional(), // 1 male, 0 female
  birthday: z.string().nullable().optional(), // YYYY-MM-DD
  address: z.string().nullable().optional(),
  wallet_balance: z.number().int(), // whole dong
  points: z.number().int(),
  level: z.number().int(),
  province_id: z.number().nullable().optional(),
  district_id: z.number().nullable().optional(),
  ward_id: z.number().nullable().optional(),
  created_at: z.string(),
})
export type Customer = z.infer<typeof customerSchema>
