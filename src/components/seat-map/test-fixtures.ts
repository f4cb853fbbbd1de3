import { SEAT_TYPES, type Seat, type SeatDiagram } from '../../api/schemas/fleet'

/**
 * Test diagrams built like the demo seed's (mocks/db/seed.ts `diagram`): one string per row, cells
 * separated by spaces; `_` empty, C CB, S STX, M MID, L LAST, R reserved, N normal; codes A01.., B01...
 */
export function layout(floors: string[][], firstId = 1): SeatDiagram {
  const typeOf: Record<string, number> = {
    C: SEAT_TYPES.CB,
    S: SEAT_TYPES.STX,
    M: SEAT_TYPES.MID,
    L: SEAT_TYPES.LAST,
    R: SEAT_TYPES.RESERVED,
    N: SEAT_TYPES.NORMAL,
  }
  let id = firstId
  let columns = 1
  const result = floors.map((rows, f) => {
    let n = 0
    return {
      floor: f + 1,
      rows: rows.map((line, r) => {
        const cells = line.split(' ')
        columns = Math.max(columns, cells.length)
        return cells.map((cell, c): Seat | null => {
          if (cell === '_') return null
          n += 1
          const code = `${String.fromCharCode(65 + f)}${String(n).padStart(2, '0')}`
          return { id: id++, code, type: typeOf[cell], floor: f + 1, row: r, column: c }
        })
      }),
    }
  })
  return { columns, floors: result }
}

/** Limousine 9 chỗ */
export const limo = () => layout([['S _ S', 'M _ M', 'M _ M', 'L L L']])
/** Xe 16 chỗ */
export const van16 = () => layout([['_ R C C', 'S S _ S', 'M M _ M', 'M M _ M', 'L L L L']], 10)
/** Giường nằm 34 chỗ, two floors */
export const sleeper = () => {
  const floor = (row0: string) => [row0, 'N _ N _ N', 'N _ N _ N', 'N _ N _ N', 'N _ N _ N', 'L _ _ _ L']
  return layout([floor('S _ S _ S'), floor('N _ N _ N')], 100)
}

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
