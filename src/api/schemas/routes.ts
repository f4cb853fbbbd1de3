import { z } from 'zod'

export const officeSchema = z.object({
  id: z.number(),
  name: z.string().min(1),
  short_name: z.string(),
  address: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
})
export type Office = z.infer<typeof officeSchema>

export const stopSchema = z.object({
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
