/** The fleet groups (brands, goods types, vehicle types, cars): contracts and constants, free of zod. */
import { API } from '../paths.ts'
import type {
  Brand,
  brandWriteSchema,
  Car,
  carWriteSchema,
  ProductType,
  Seat,
  SeatDiagram,
  VehicleType,
  vehicleTypeWriteSchema,
} from '../schemas/fleet.ts'
import { defineContract } from './contract.ts'

export const brandContract = defineContract<Brand, typeof brandWriteSchema>({
  group: 'brand',
  path: API.brand,
  permission: 'brand.view',
  writes: { create: 'brand.create', update: 'brand.update', delete: 'brand.delete' },
  ns: 'fleet',
})

export const productTypeContract = defineContract<ProductType, typeof brandWriteSchema>({
  group: 'product-type',
  path: API.productType,
  // SPEC §2 gives goods types no menu entry: they are the shipping desk's (README "Decisions").
  permission: 'shipping.view',
  writes: { create: 'productType.create', update: 'productType.update', delete: 'productType.delete' },
  ns: 'fleet',
})

export const vehicleTypeContract = defineContract<VehicleType, typeof vehicleTypeWriteSchema>({
  group: 'vehicle',
  path: API.vehicle,
  permission: 'vehicle.view',
  writes: { create: 'vehicle.create', update: 'vehicle.update', delete: 'vehicle.delete' },
  ns: 'fleet',
})

export const carContract = defineContract<Car, typeof carWriteSchema>({
  group: 'car',
  path: API.car,
  permission: 'car.view',
  writes: { create: 'car.create', update: 'car.update', delete: 'car.delete' },
  ns: 'fleet',
})

/** DECISIONS #5: 0 CB, 1 STX, 2 MID (Giữa), 3 LAST (Cuối), 4 reserved, 5 normal (the default). */
export const SEAT_TYPES = { CB: 0, STX: 1, MID: 2, LAST: 3, RESERVED: 4, NORMAL: 5 } as const

/** The largest diagram accepted: a double-deck sleeper bus fits well inside. */
export const DIAGRAM_LIMITS = { columns: 10, rows: 30, floors: 3, codeLength: 10 } as const

/** SPEC §9 vehicle kinds. */
export const VEHICLE_KINDS = ['motorbike', 'seat8', 'seat10', 'seat12', 'seat16', 'limousine', 'bus'] as const

export const FIRST_MANUFACTURE_YEAR = 1980

/** Every seat of a diagram, floor by floor, row by row. */
export const seatsOf = (diagram: SeatDiagram): Seat[] =>
  diagram.floors.flatMap((f) => f.rows.flat().filter((s): s is Seat => s !== null))

/** Seat codes used more than once (compared trimmed, case ignored), as written the second time. */
export function repeatedSeatCodes(diagram: SeatDiagram): string[] {
  const seen = new Set<string>()
  const repeated = new Map<string, string>()
  for (const seat of seatsOf(diagram)) {
    const code = seat.code.trim()
    const key = code.toUpperCase()
    if (!code) continue
    if (seen.has(key) && !repeated.has(key)) repeated.set(key, code)
    seen.add(key)
  }
  return [...repeated.values()]
}
