import { z } from 'zod'
import { MAP_LIMITS, ROUTE_CODE_PATTERN } from '../contracts/maps.ts'
import { activeStatus, because, integer, money, optionalText, reference, requiredText } from './fields.ts'

export const officeSchema = z.object({
  id: z.number(),
  name: z.string().min(1),
  short_name: z.string(),
  address: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
})
export type Office = z.infer<typeof officeSchema>

export const stopSchema = z.object({
  /** unique over every route; kept by an edit (a write without it is a new stop) */
  id: z.number(),
  name: z.string().min(1),
  latitude: z.number(),
  longitude: z.number(),
  position: z.number().int().min(0),
  note: z.string().nullable().optional(),
})
export type Stop = z.infer<typeof stopSchema>

/** A place at one end of a map detail. */
export const placeSchema = z.object({ id: z.number(), code: z.string(), name: z.string() })
export type Place = z.infer<typeof placeSchema>

/** A directional entry derived from a map detail (SPEC §3): "A ➡️ B" or "B ➡️ A". */
export const directionalMapDetailSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  is_reverse_direction: z.boolean(),
})
export type DirectionalMapDetail = z.infer<typeof directionalMapDetailSchema>

/** A map detail: a pair of two places and its forward and reverse entries. */
export const mapDetailSchema = z.object({
  id: z.number(),
  map_id: z.number(),
  place_from: placeSchema,
  place_to: placeSchema,
  forward: directionalMapDetailSchema,
  reverse: directionalMapDetailSchema,
})
export type MapDetail = z.infer<typeof mapDetailSchema>

export const routeMapSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string().min(1),
  code: z.string().min(1),
  length: z.number().min(0), // km
  tolls: z.number().int().min(0), // whole dong
  duration: z.number().min(0), // minutes
  status: z.number().int().min(0).max(1),
  /** SPEC §5: a route must have stop information */
  stops: z.array(stopSchema).min(1),
  offices: z.array(officeSchema.pick({ id: true, name: true, short_name: true })),
  details: z.array(mapDetailSchema).default([]),
})
export type RouteMap = z.infer<typeof routeMapSchema>

// ------------------------------------------------------------------------------- what create and update send

/** A route or place code: upper-case letters without accents, digits and single dashes ("SG-VT"); typed lower case is upper-cased. */
const code = (max: number) =>
  requiredText(max)
    .transform((s) => s.toUpperCase())
    .refine((s) => ROUTE_CODE_PATTERN.test(s), because('codeFormat'))

/** A stop of a route; its place in the list is its position (the backend stores 1…n). */
export const stopWriteSchema = z.object({
  id: reference().optional(),
  name: requiredText(255),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  note: optionalText(255),
})

/** An office of a route: with an id, the existing office (renamed everywhere); without, a new one. */
export const officeWriteSchema = z.object({
  id: reference().optional(),
  name: requiredText(255),
  short_name: requiredText(50),
})

/** A place at one end of a direction pair: places with the same code are one place on every route. */
export const placeWriteSchema = z.object({ name: requiredText(100), code: code(MAP_LIMITS.placeCode) })

/** A pair of places; the backend derives its forward ("A ➡️ B") and reverse ("B ➡️ A") directions. */
export const mapDetailWriteSchema = z
  .object({ id: reference().optional(), place_from: placeWriteSchema, place_to: placeWriteSchema })
  .refine((d) => d.place_from.code !== d.place_to.code, {
    path: ['place_to', 'code'],
    ...because('samePlace'),
  })

export const routeMapWriteSchema = z.object({
  name: requiredText(255),
  code: code(MAP_LIMITS.code),
  length: z.number().min(1).max(MAP_LIMITS.lengthKm),
  tolls: money(),
  duration: integer(1, MAP_LIMITS.durationMinutes),
  status: activeStatus(),
  // SPEC §5: a route must have stop information
  stops: z
    .array(stopWriteSchema)
    .max(MAP_LIMITS.stops)
    .refine((stops) => stops.length > 0, because('stopsRequired')),
  offices: z.array(officeWriteSchema).max(MAP_LIMITS.offices),
  details: z
    .array(mapDetailWriteSchema)
    .max(MAP_LIMITS.details)
    .refine((details) => details.length > 0, because('detailsRequired'))
    .superRefine((details, ctx) => {
      const seen = new Set<string>()
      details.forEach((d, i) => {
        const pair = [d.place_from.code, d.place_to.code].sort().join(' ')
        if (seen.has(pair))
          ctx.addIssue({ code: 'custom', path: [i, 'place_to', 'code'], ...because('pairRepeated') })
        seen.add(pair)
      })
    }),
})
export type RouteMapWrite = z.input<typeof routeMapWriteSchema>
