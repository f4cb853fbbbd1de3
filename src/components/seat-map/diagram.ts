import { SEAT_TYPES, seatsOf } from '../../api/contracts/fleet'
import type { Seat, SeatDiagram } from '../../api/schemas/fleet'

/** A cell of a diagram: floor index (0-based, not the floor number), row and column. */
export interface CellPos {
  floor: number
  row: number
  column: number
}

export type SeatType = (typeof SEAT_TYPES)[keyof typeof SEAT_TYPES]

/** The order the editor offers the types in (and cycles them with "T"): the default first. */
export const SEAT_TYPE_ORDER: readonly SeatType[] = [
  SEAT_TYPES.NORMAL,
  SEAT_TYPES.CB,
  SEAT_TYPES.STX,
  SEAT_TYPES.MID,
  SEAT_TYPES.LAST,
  SEAT_TYPES.RESERVED,
]

/** The i18n key (under `seatMap:type.`) of a seat type; unknown types read as normal. */
export const SEAT_TYPE_KEY: Record<number, 'cb' | 'stx' | 'mid' | 'last' | 'reserved' | 'normal'> = {
  [SEAT_TYPES.CB]: 'cb',
  [SEAT_TYPES.STX]: 'stx',
  [SEAT_TYPES.MID]: 'mid',
  [SEAT_TYPES.LAST]: 'last',
  [SEAT_TYPES.RESERVED]: 'reserved',
  [SEAT_TYPES.NORMAL]: 'normal',
}
export const seatTypeKey = (type: number) => SEAT_TYPE_KEY[type] ?? 'normal'

export const nextSeatType = (type: number): SeatType => {
  const i = SEAT_TYPE_ORDER.indexOf(type as SeatType)
  return SEAT_TYPE_ORDER[(i + 1) % SEAT_TYPE_ORDER.length]
}

export { seatsOf }

export const countSeats = (diagram: SeatDiagram): number => seatsOf(diagram).length

/** One floor of one empty row. */
export function emptyDiagram(columns = 4): SeatDiagram {
  const cols = Math.max(1, Math.floor(columns) || 1)
  return { columns: cols, floors: [{ floor: 1, rows: [Array<Seat | null>(cols).fill(null)] }] }
}

/** The prefix letter of a floor's codes by default: A for floor 1, B for floor 2, … */
export const floorLetter = (floorIndex: number) => String.fromCharCode(65 + (floorIndex % 26))

/**
 * The aisle column of a default layout: the middle one when there are 3 columns or more
 * (3: `N _ N`, 4: `N N _ N`, 5: `N N _ N N`), none below 3.
 */
const aisleOf = (columns: number) => (columns >= 3 ? Math.floor(columns / 2) : -1)

/**
 * A sensible default layout with exactly `seatNumber` seats: rows with an aisle, the last row a full
 * bench when that fits the count; seats split evenly over the floors (the lower floor takes the extra
 * one). Codes A1, A2, … on floor 1, B1, … on floor 2; ids -1, -2, … (the backend gives real ones on save).
 */
export function generateDiagram(seatNumber: number, columns: number, floors = 1): SeatDiagram {
  const cols = Math.max(1, Math.floor(columns) || 1)
  const floorCount = Math.max(1, Math.floor(floors) || 1)
  const total = Math.max(0, Math.floor(seatNumber) || 0)
  const aisle = aisleOf(cols)
  const perRow = aisle >= 0 ? cols - 1 : cols
  let nextId = -1
  const result: SeatDiagram = { columns: cols, floors: [] }
  for (let f = 0; f < floorCount; f++) {
    const onFloor = Math.floor(total / floorCount) + (f < total % floorCount ? 1 : 0)
    const rows: (Seat | null)[][] = []
    let remaining = onFloor
    let n = 0
    while (remaining > 0) {
      const r = rows.length
      const bench = remaining <= cols && remaining > perRow
      let take = bench ? remaining : Math.min(remaining, perRow)
      remaining -= take
      const row: (Seat | null)[] = []
      for (let c = 0; c < cols; c++) {
        if (take > 0 && (bench || c !== aisle)) {
          n += 1
          take -= 1
          row.push({
            id: nextId--,
            code: `${floorLetter(f)}${n}`,
            type: SEAT_TYPES.NORMAL,
            floor: f + 1,
            row: r,
            column: c,
          })
        } else row.push(null)
      }
      rows.push(row)
    }
    if (rows.length === 0) rows.push(Array<Seat | null>(cols).fill(null))
    result.floors.push({ floor: f + 1, rows })
  }
  return result
}

/**
 * A copy of `floors` where every row has exactly `columns` cells, floors are numbered 1.. in order and
 * every seat's floor/row/column match its place. Seats already in place are kept as they are.
 */
export function normalizeDiagram(columns: number, floors: SeatDiagram['floors']): SeatDiagram {
  return {
    columns,
    floors: floors.map((f, fi) => ({
      floor: fi + 1,
      rows: f.rows.map((row, r) => {
        const cells: (Seat | null)[] = []
        for (let c = 0; c < columns; c++) {
          const s = row[c] ?? null
          cells.push(
            s && (s.floor !== fi + 1 || s.row !== r || s.column !== c)
              ? { ...s, floor: fi + 1, row: r, column: c }
              : s,
          )
        }
        return cells
      }),
    })),
  }
}

export const cellAt = (d: SeatDiagram, p: CellPos): Seat | null =>
  d.floors[p.floor]?.rows[p.row]?.[p.column] ?? null

/** A new diagram with `seat` (or null) put at `p`. */
export function setCell(d: SeatDiagram, p: CellPos, seat: Seat | null): SeatDiagram {
  return normalizeDiagram(
    d.columns,
    d.floors.map((f, fi) =>
      fi !== p.floor
        ? f
        : {
            ...f,
            rows: f.rows.map((row, r) =>
              r !== p.row ? row : row.map((s, c) => (c === p.column ? seat : s)),
            ),
          },
    ),
  )
}

export const normCode = (code: string) => code.trim().toUpperCase()

/** Codes used more than once on the diagram (normalised: trimmed, upper case). */
export function duplicateCodes(d: SeatDiagram): Set<string> {
  const seen = new Set<string>()
  const dup = new Set<string>()
  for (const s of seatsOf(d)) {
    const k = normCode(s.code)
    if (!k) continue
    if (seen.has(k)) dup.add(k)
    else seen.add(k)
  }
  return dup
}

const CODE_RE = /^(.*?)(\d+)$/

/**
 * The next free code on a floor: the floor's usual prefix (its seats' most common one, else A/B/… by
 * floor) and one more than its highest number, zero-padded like the floor's codes (A09 → A10).
 */
export function suggestCode(d: SeatDiagram, floorIndex: number): string {
  const floorSeats = d.floors[floorIndex]?.rows.flat().filter((s): s is Seat => s !== null) ?? []
  const byPrefix = new Map<string, { count: number; max: number; width: number }>()
  for (const s of floorSeats) {
    const m = CODE_RE.exec(s.code.trim())
    if (!m) continue
    const prefix = m[1]
    const e = byPrefix.get(prefix) ?? { count: 0, max: 0, width: 0 }
    e.count += 1
    e.max = Math.max(e.max, Number(m[2]))
    if (m[2].length > 1 && m[2].startsWith('0')) e.width = Math.max(e.width, m[2].length)
    byPrefix.set(prefix, e)
  }
  let prefix = floorLetter(floorIndex)
  let best = { count: 0, max: 0, width: 0 }
  for (const [p, e] of byPrefix) {
    if (e.count > best.count) {
      prefix = p
      best = e
    }
  }
  const used = new Set(seatsOf(d).map((s) => normCode(s.code)))
  let n = best.max + 1
  const make = (k: number) => `${prefix}${String(k).padStart(best.width, '0')}`
  while (used.has(normCode(make(n)))) n += 1
  return make(n)
}

/** The next temporary id for a new seat: below every id on the diagram and below 0. */
export function nextTempId(d: SeatDiagram): number {
  let min = 0
  for (const s of seatsOf(d)) min = Math.min(min, s.id)
  return min - 1
}

export const isRowEmpty = (row: (Seat | null)[]) => row.every((c) => c === null)

export const isLastColumnEmpty = (d: SeatDiagram) =>
  d.floors.every((f) => f.rows.every((row) => (row[d.columns - 1] ?? null) === null))

// ---- keyboard navigation ----

export type NavKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'
export const NAV_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']

/**
 * Where an arrow/Home/End key moves among the cells that `isStop` accepts (seats for the map, every cell
 * for the editor). Left/Right skip to the next stop in the row and cross to the neighbouring floor at the
 * end of a row; Up/Down skip to the next stop in the column (or, when the column has none further, the
 * nearest one in the next row that has any); Home/End go to the first/last stop of the floor. Returns
 * null when there is nowhere to go.
 */
export function moveFrom(
  d: SeatDiagram,
  from: CellPos,
  key: NavKey,
  isStop: (p: CellPos) => boolean,
): CellPos | null {
  const floor = d.floors[from.floor]
  if (!floor) return null
  const stopsOfRow = (fi: number, r: number): CellPos[] => {
    const out: CellPos[] = []
    for (let c = 0; c < d.columns; c++) {
      const p = { floor: fi, row: r, column: c }
      if (d.floors[fi]?.rows[r] && isStop(p)) out.push(p)
    }
    return out
  }
  const stopsOfFloor = (fi: number): CellPos[] =>
    (d.floors[fi]?.rows ?? []).flatMap((_, r) => stopsOfRow(fi, r))

  switch (key) {
    case 'Home':
      return stopsOfFloor(from.floor)[0] ?? null
    case 'End':
      return stopsOfFloor(from.floor).at(-1) ?? null
    case 'ArrowLeft':
    case 'ArrowRight': {
      const right = key === 'ArrowRight'
      const inRow = stopsOfRow(from.floor, from.row).filter((p) =>
        right ? p.column > from.column : p.column < from.column,
      )
      if (inRow.length) return right ? inRow[0] : inRow[inRow.length - 1]
      // Cross to the next floor in that direction: the same row, or the nearest row that has a stop.
      for (let fi = from.floor + (right ? 1 : -1); fi >= 0 && fi < d.floors.length; fi += right ? 1 : -1) {
        const rows = d.floors[fi].rows.map((_, r) => r)
        rows.sort((a, b) => Math.abs(a - from.row) - Math.abs(b - from.row) || a - b)
        for (const r of rows) {
          const stops = stopsOfRow(fi, r)
          if (stops.length) return right ? stops[0] : stops[stops.length - 1]
        }
      }
      return null
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const step = key === 'ArrowDown' ? 1 : -1
      const inRange = (r: number) => r >= 0 && r < floor.rows.length
      for (let r = from.row + step; inRange(r); r += step) {
        const p = { floor: from.floor, row: r, column: from.column }
        if (isStop(p)) return p
      }
      for (let r = from.row + step; inRange(r); r += step) {
        const stops = stopsOfRow(from.floor, r)
        if (stops.length) {
          stops.sort(
            (a, b) =>
              Math.abs(a.column - from.column) - Math.abs(b.column - from.column) || a.column - b.column,
          )
          return stops[0]
        }
      }
      return null
    }
  }
}
