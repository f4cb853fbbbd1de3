import { z } from 'zod'
import { isVietnamesePlate, normalizePlate } from '../../lib/license-plate.ts'
import {
  DIAGRAM_LIMITS,
  FIRST_MANUFACTURE_YEAR,
  repeatedSeatCodes,
  seatsOf,
  VEHICLE_KINDS,
} from '../contracts/fleet.ts'
import {
  activeStatus,
  because,
  colour,
  integer,
  isoDate,
  money,
  optionalText,
  reference,
  requiredText,
  text,
  uploadPath,
} from './fields.ts'

/** Active 1 / locked 0, as every brand, type and account status (SPEC §4). */
export const activeStatusSchema = z.number().int().min(0).max(1)

/*
 * Fleet rows (entity schemas: what the API returns) and what create and update send (write schemas: every
 * limit). Zod at run time: imported by the forms (which load with their dialogs) and the demo backend; list
 * screens import only types from here, and constants from src/api/contracts/fleet.ts.
 */

// ------------------------------------------------------------------------------- brands and goods types

export const brandSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  color: z.string().nullable().optional(),
  status: activeStatusSchema,
  note: z.string().nullable().optional(),
})
export type Brand = z.infer<typeof brandSchema>

export const brandWriteSchema = z.object({
  name: requiredText(255),
  color: colour().nullable().optional(),
  status: activeStatus(),
  note: optionalText(1000, { multiline: true }),
})

/** A goods group (SPEC §3 "product type"): the shape of a brand. */
export const productTypeSchema = brandSchema
export type ProductType = z.infer<typeof productTypeSchema>

// ------------------------------------------------------------------------------- seat diagrams

export const seatTypeSchema = z.number().int().min(0).max(5)

export const seatSchema = z.object({
  /** unique over every diagram; a ticket's seat_id (in a write, an id the type does not have is a new seat) */
  id: z.number().int(),
  code: text(DIAGRAM_LIMITS.codeLength),
  type: seatTypeSchema,
  /** where the seat sits; the backend takes them from its place in `floors` */
  floor: z.number().int(),
  row: z.number().int(),
  column: z.number().int(),
})
export type Seat = z.infer<typeof seatSchema>

/** One floor of a seat diagram: `rows[r][c]` is a seat or null (aisle / driver / empty cell). */
export const seatFloorSchema = z.object({
  floor: z.number().int(),
  rows: z.array(z.array(seatSchema.nullable()).max(DIAGRAM_LIMITS.columns)).max(DIAGRAM_LIMITS.rows),
})
export const seatDiagramSchema = z.object({
  columns: integer(1, DIAGRAM_LIMITS.columns),
  floors: z.array(seatFloorSchema).min(1).max(DIAGRAM_LIMITS.floors),
})
export type SeatDiagram = z.infer<typeof seatDiagramSchema>

// ------------------------------------------------------------------------------- vehicle types and fares

export const fareDateRangeSchema = z.object({
  id: z.number(),
  vehicle_type_id: z.number(),
  date_start: z.string(), // YYYY-MM-DD
  date_end: z.string(), // YYYY-MM-DD
  fare: z.number(),
})
export type FareDateRange = z.infer<typeof fareDateRangeSchema>

/** The fare a vehicle type charges on a day: the fare of the date range holding it, else its own fare. */
export const fareOnDaySchema = z.object({
  fare: z.number(),
  fare_date_range_id: z.number().nullable(),
})
export type FareOnDay = z.infer<typeof fareOnDaySchema>

/** A fare period of a vehicle type (create and update; the backend refuses overlaps). */
export const fareDateRangeWriteSchema = z
  .object({
    vehicle_type_id: reference(),
    date_start: isoDate(),
    date_end: isoDate(),
    fare: money(),
  })
  .refine((r) => r.date_end >= r.date_start, { path: ['date_end'], ...because('dateEndBeforeStart') })

export const vehicleTypeSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  color: z.string().nullable().optional(),
  status: activeStatusSchema,
  note: z.string().nullable().optional(),
  type: z.enum(VEHICLE_KINDS),
  seat_number: z.number(),
  /** whole dong */
  fare: z.number(),
  diagram: seatDiagramSchema,
  /** read-only here: written through the fare period calls */
  fare_date_ranges: z.array(fareDateRangeSchema).default([]),
})
export type VehicleType = z.infer<typeof vehicleTypeSchema>

export const vehicleTypeWriteSchema = z
  .object({
    name: requiredText(255),
    type: z.enum(VEHICLE_KINDS),
    seat_number: integer(1, 80),
    fare: money(),
    status: activeStatus(),
    color: colour().nullable().optional(),
    note: optionalText(1000, { multiline: true }),
    diagram: seatDiagramSchema,
  })
  .superRefine(({ diagram, seat_number }, ctx) => {
    const seats = seatsOf(diagram)
    if (diagram.floors.some((f) => f.rows.some((cells) => cells.length !== diagram.columns)))
      ctx.addIssue({
        code: 'custom',
        path: ['diagram'],
        ...because('diagramRowLength', { 0: diagram.columns }),
      })
    if (seats.some((seat) => !seat.code.trim()))
      ctx.addIssue({ code: 'custom', path: ['diagram'], ...because('seatCodeEmpty') })
    for (const code of repeatedSeatCodes(diagram))
      ctx.addIssue({ code: 'custom', path: ['diagram'], ...because('seatCodeDuplicate', { 0: code }) })
    // SPEC §3: the seat count is the diagram's.
    if (seats.length !== seat_number)
      ctx.addIssue({
        code: 'custom',
        path: ['seat_number'],
        ...because('seatsMismatch', { 0: seats.length }),
      })
  })

// ------------------------------------------------------------------------------- cars

export const carSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  brand_id: z.number(),
  vehicle_type_id: z.number(),
  license_plate: z.string(),
  avatar: z.string().nullable().optional(),
  year_manufacture: z.number().nullable().optional(),
  registration_date: z.string().nullable().optional(), // YYYY-MM-DD
  insurance_expiration_date: z.string().nullable().optional(), // YYYY-MM-DD
  weight_max: z.number().nullable().optional(), // kg
  seats: z.number(),
  status: activeStatusSchema,
  note: z.string().nullable().optional(),
  fare: z.number().nullable().optional(),
})
export type Car = z.infer<typeof carSchema>

export const carWriteSchema = z.object({
  name: requiredText(255),
  brand_id: reference(),
  vehicle_type_id: reference(),
  license_plate: requiredText(15).transform(normalizePlate).refine(isVietnamesePlate, because('plateFormat')),
  avatar: uploadPath().nullable().optional(),
  year_manufacture: integer(FIRST_MANUFACTURE_YEAR, new Date().getFullYear() + 1)
    .nullable()
    .optional(),
  registration_date: isoDate().nullable().optional(),
  insurance_expiration_date: isoDate().nullable().optional(),
  weight_max: integer(0, 100_000).nullable().optional(),
  seats: integer(1, 80),
  status: activeStatus(),
  note: optionalText(1000, { multiline: true }),
  fare: money().nullable().optional(),
})
