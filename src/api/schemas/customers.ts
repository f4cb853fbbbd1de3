import { z } from 'zod'
import { isoDate, mobilePhone, optionalEmail, optionalText, reference, requiredText } from './fields.ts'

/**
 * A customer (/user/customer) as the API shows them: their record, and their standing computed from their tickets
 * (src/api/contracts/customer.ts): points, level, trips and the last one.
 */
export const customerSchema = z.object({
  id: z.number(),
  fullname: z.string().min(1),
  phone: z.string().regex(/^0\d{9}$/),
  /** the phones of records merged into this one: their bookings are this customer's */
  other_phones: z.array(z.string()),
  email: z.string().nullable().optional(),
  gender: z.number().int().min(0).max(1).nullable().optional(), // 1 male, 0 female
  birthday: z.string().nullable().optional(), // YYYY-MM-DD
  address: z.string().nullable().optional(),
  province_id: z.number().nullable().optional(),
  district_id: z.number().nullable().optional(),
  ward_id: z.number().nullable().optional(),
  note: z.string().nullable().optional(),
  wallet_balance: z.number().int(), // whole dong
  points: z.number().int(),
  level: z.number().int(),
  trips_count: z.number().int(),
  last_trip_date: z.string().nullable(), // YYYY-MM-DD
  created_at: z.string(),
  version: z.number().int(),
})
export type Customer = z.infer<typeof customerSchema>

/** A customer's create and update (/user/customer: `customer.create`, `customer.update`). Labels: `customers`. */
export const customerWriteSchema = z.object({
  fullname: requiredText(255),
  phone: mobilePhone(),
  email: optionalEmail(),
  gender: z.literal([0, 1]).nullable().optional(),
  birthday: isoDate().nullable().optional(),
  address: optionalText(500),
  province_id: reference().nullable().optional(),
  district_id: reference().nullable().optional(),
  ward_id: reference().nullable().optional(),
  note: optionalText(1000, { multiline: true }),
})

/** POST /api/customer/merge: `merge_id`'s bookings, phones and wallet move to `keep_id`, and it is gone. */
export const customerMergeSchema = z.object({
  keep_id: reference(),
  keep_version: z.number().int(),
  merge_id: reference(),
  merge_version: z.number().int(),
})

/** GET /api/customer/detail/:id: what the customer's standing went through (their record is get-by-id). */
export const customerDetailSchema = z.object({
  /** every rise of level, oldest first */
  changes: z.array(
    z.object({ date: z.string(), from: z.number().int(), to: z.number().int(), points: z.number().int() }),
  ),
  /** merges into this record, newest first */
  merges: z.array(
    z.object({
      at: z.string(),
      by: z.string(),
      fullname: z.string(),
      phone: z.string(),
      tickets: z.number().int(),
      bookings: z.number().int(),
      wallet: z.number().int(),
    }),
  ),
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>

/** One ticket of a customer's history (GET /api/ticket/by-customer/:id), newest trip first. */
export const customerTicketRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  trip_id: z.number(),
  trip_name: z.string(),
  departure_date: z.string(),
  seat_code: z.string(),
  total: z.number().int(),
  is_paid: z.boolean(),
  cancelled: z.boolean(),
  points: z.number().int(),
})
export type CustomerTicketRow = z.infer<typeof customerTicketRowSchema>

/** One waiting booking of a customer's history. */
export const customerWaitingRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  departure_date: z.string(),
  route_name: z.string(),
  number_ticket: z.number().int(),
  status: z.number().int(),
})
export type CustomerWaitingRow = z.infer<typeof customerWaitingRowSchema>

export const customerBookingsSchema = z.object({
  tickets: z.array(customerTicketRowSchema),
  waiting: z.array(customerWaitingRowSchema),
})
export type CustomerBookings = z.infer<typeof customerBookingsSchema>

/**
 * One row of a customers' import file as read (/import-customer): its number in the sheet (the header is row 1)
 * and its cells as text, dates as DD/MM/YYYY as in the template. What the stage call sends back for each row.
 */
export const importRowValuesSchema = z.object({
  row: z.number().int().min(2),
  fullname: z.string(),
  phone: z.string(),
  email: z.string(),
  birthday: z.string(),
  gender: z.string(),
  address: z.string(),
  departure_date: z.string(),
  trip_name: z.string(),
})
export type ImportRowValues = z.infer<typeof importRowValuesSchema>

/** A row as the preview checked it: what is wrong with it (nothing: it imports), and a notice that does not stop it. */
export const importPreviewRowSchema = importRowValuesSchema.extend({
  errors: z.array(z.string()),
  notice: z.string().nullable(),
})
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>

/** POST /api/customer/import/preview: every row of the file, nothing written yet. */
export const importPreviewSchema = z.object({
  import_id: z.string(),
  valid: z.number().int(),
  invalid: z.number().int(),
  rows: z.array(importPreviewRowSchema),
})
export type ImportPreview = z.infer<typeof importPreviewSchema>

/** POST /api/customer/import/stage: the rows of this call staged, and all those staged so far. */
export const importStagedSchema = z.object({ staged: z.number().int(), total: z.number().int() })
export type ImportStaged = z.infer<typeof importStagedSchema>

/** POST /api/customer/import/commit: what was written; `skipped` rows are in the skipped rows' file. */
export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** rows of a customer already there with nothing new to fill in */
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** waiting bookings made for rows with a departure day and a trip */
  waiting: z.number().int(),
})
export type ImportResult = z.infer<typeof importResultSchema>
