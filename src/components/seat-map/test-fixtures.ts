import { SEAT_TYPES } from '../../api/contracts/fleet'
import type { SeatDiagram } from '../../api/schemas/fleet'
import { createSeed } from '../../../mocks/db/seed'

/** The demo seed's diagrams (mocks/db/seed.ts), the ones a clerk sees first. */
const seeded = createSeed(Date.UTC(2026, 10, 22))
const diagramOf = (name: string): SeatDiagram =>
  structuredClone(seeded.vehicleTypes.findBy((vt) => vt.name === name)!.diagram)

/** Limousine 10 chỗ (9 passenger seats) */
export const limo = () => diagramOf('Limousine 10 chỗ')
/**
 * Xe 16 chỗ (15 passenger seats) with one more seat beside the driver kept off sale, so the maps show every
 * seat type: A01 not for sale, A02–A03 CB, then as the seed numbers them (A04–A16), ids following on.
 */
export const van16 = (): SeatDiagram => {
  const d = diagramOf('Xe 16 chỗ')
  const front = d.floors[0].rows[0]
  const firstId = front.find((s) => s !== null)!.id
  front[1] = { id: 0, code: '', type: SEAT_TYPES.RESERVED, floor: 1, row: 0, column: 1 }
  d.floors[0].rows.flat().forEach((seat, i, all) => {
    if (!seat) return
    const n = all.slice(0, i + 1).filter(Boolean).length
    seat.id = firstId + n - 1
    seat.code = `A${String(n).padStart(2, '0')}`
  })
  return d
}
/** Xe giường nằm 34 giường, two floors of 17 berths */
export const sleeper = () => diagramOf('Xe giường nằm 34 giường')

/** Every seat sits where its floor/row/column say, and every row has `columns` cells. */
export function positionsConsistent(d: SeatDiagram): boolean {
  return d.floors.every(
    (f, fi) =>
      f.floor === fi + 1 &&
      f.rows.every(
        (row, r) =>
          row.length === d.columns &&
          row.every((s, c) => s === null || (s.floor === fi + 1 && s.row === r && s.column === c)),
      ),
  )
}
