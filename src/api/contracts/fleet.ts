/** The fleet groups (brands, goods types, vehicle types, cars): contracts and constants, free of zod. */

/** DECISIONS #5: 0 CB, 1 STX, 2 MID (Giữa), 3 LAST (Cuối), 4 reserved, 5 normal (the default). */
export const SEAT_TYPES = { CB: 0, STX: 1, MID: 2, LAST: 3, RESERVED: 4, NORMAL: 5 } as const

/** The largest diagram accepted: a double-deck sleeper bus fits well inside. */
export const DIAGRAM_LIMITS = { columns: 10, rows: 30, floors: 3, codeLength: 10 } as const

/** SPEC §9 vehicle kinds. */
export const VEHICLE_KINDS = ['motorbike', 'seat8', 'seat10', 'seat12', 'seat16', 'limousine', 'bus'] as const

export const FIRST_MANUFACTURE_YEAR = 1980

/** A seat diagram as these rules read it: floors of rows of seats (null: an aisle, the driver, nothing). */
interface Diagram<S> {
  floors: ReadonlyArray<{ rows: ReadonlyArray<ReadonlyArray<S | null>> }>
}

/** Every seat of a diagram, floor by floor, row by row. */
export const seatsOf = <S>(diagram: Diagram<S>): S[] =>
  diagram.floors.flatMap((f) => f.rows.flat().filter((s): s is S => s !== null))

/** Seat codes used more than once (compared trimmed, case ignored), as written the second time. */
export function repeatedSeatCodes(diagram: Diagram<{ code: string }>): string[] {
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
