import { z } from 'zod'

/** Active 1 / locked 0, as every brand, type and account status (SPEC §4). */
export const activeStatusSchema = z.number().int().min(0).max(1)

export const brandSchema = z.object({
  id: z.number(),
  name: z.string().min(1),
  color: z.string().nullable().optional(),
  status: activeStatusSchema,
  note: z.string().nullable().optional(),
})
export type Brand = z.infer<typeof brandSchema>

/** A goods group (SPEC §3 "product type"). */
export const productTypeSchema = brandSchema
export type ProductType = z.infer<typeof productTypeSchema>

/** DECISIONS #5: 0 CB, 1 STX, 2 MID (Giữa), 3 LAST (Cuối), 4 reserved, 5 normal (the default). */
export const SEAT_TYPES = { CB: 0, STX: 1, MID: 2, LAST: 3, RESERVED: 4, NORMAL: 5 } as const
export const seatTypeSchema = z.number().int().min(0).max(5)

export const seatSchema = z.object({
  /** unique over every diagram; a ticket's seat_id */
  id: z.number(),
  code: z.string(),
  type: seatTypeSchema,
  floor: z.number().int().min(1),
  row: z.number().int().min(0),
  column: z.number().int().min(0),
})
export type Seat = z.infer<typeof seatSchema>

/** One floor of a seat diagram: `rows[r][c]` is a seat or null (aisle / driver / empty cell). */
export const seatFloorSchema = z.object({
  floor: z.number().int().min(1),
  rows: z.array(z.array(seatSchema.nullable())),
})
export const seatDiagramSchema = z.object({
  columns: z.number().int().min(1),
  floors: z.array(seatFloorSchema),
})
export type SeatDiagram = z.infer<typeof seatDiagramSchema>

/** Every seat of a diagram, floor by floor, row by row. */
export const seatsOf = (diagram: SeatDiagram): Seat[] =>
  diagram.floors.flatMap((f) => f.rows.flat().filter((s): s is Seat => s !== null))

export const fareDateRangeSchema = z.object({
  id: z.number(),
  vehicle_type_id: z.number(),
  date_start: z.string(), // YYYY-MM-DD
  date_end: z.string(), // YYYY-MM-DD
  fare: z.number().int().min(0),
})
export type FareDateRange = z.infer<typeof fareDateRangeSchema>

/** SPEC §9 vehicle kinds. */
export const VEHICLE_KINDS = ['motorbike', 'seat8', 'seat10', 'seat12', 'seat16', 'limousine', 'bus'] as const

export const vehicleTypeSchema = z.object({
  id: z.number(),
  name: z.string().min(1),
  color: z.string().nullable().optional(),
  status: activeStatusSchema,
  note: z.string().nullable().optional(),
  type: z.enum(VEHICLE_KINDS),
  seat_number: z.number().int().min(0),
  /** whole dong */
  fare: z.number().int().min(0),
  diagram: seatDiagramSchema,
  fare_date_ranges: z.array(fareDateRangeSchema).default([]),
})
export type VehicleType = z.infer<typeof vehicleTypeSchema>

export const carSchema = z.object({
  id: z.number(),
  name: z.string().min(1),
  brand_id: z.number(),
  vehicle_type_id: z.number(),
  license_plate: z.string().min(1),
  avatar: z.string().nullable().optional(),
  year_manufacture: z.number().int().nullable().optional(),
  registration_date: z.string().nullable().optional(), // YYYY-MM-DD
  insurance_expiration_date: z.string().nullable().optional(), // YYYY-MM-DD
  weight_max: z.number().nullable().optional(), // kg
  seats: z.number().int().min(0),
  status: activeStatusSchema,
  note: z.string().nullable().optional(),
  fare: z.number().int().min(0).nullable().optional(),
})
export type Car = z.infer<typeof carSchema>
