import type { SeatDiagram } from '../../api/schemas/fleet'
import { createSeed } from '../../../mocks/db/seed'

/** The demo seed's diagrams (mocks/db/seed.ts), the ones a clerk sees first. */
const seeded = createSeed(Date.UTC(2026, 10, 22))
const diagramOf = (name: string): SeatDiagram =>
  structuredClone(seeded.vehicleTypes.findBy((vt) => vt.name === name)!.diagram)

/** Limousine 9 chỗ */
export const limo = () => diagramOf('Limousine 9 chỗ')
/** Xe 16 chỗ */
export const van16 = () => diagramOf('Xe 16 chỗ')
/** Giường nằm 34 chỗ, two floors */
export const sleeper = () => diagramOf('Giường nằm 34 chỗ')

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
