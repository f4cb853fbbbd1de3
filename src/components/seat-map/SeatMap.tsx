import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SEAT_TYPES } from '../../api/contracts/fleet'
import type { Seat, SeatDiagram } from '../../api/schemas/fleet'
import { moveFrom, NAV_KEYS, seatsOf, type CellPos, type NavKey } from './diagram'
import {
  isOccupied,
  lookOf,
  lookVars,
  rootVars,
  SEAT_STATUSES,
  useSeatName,
  useSeatPalette,
  type SeatStatus,
} from './look'
import { SeatFace, SeatLegend } from './SeatFace'
import './seat-map.css'

export type { SeatStatus } from './look'

export interface SeatMapProps {
  diagram: SeatDiagram
  /** accessible name, e.g. "Sơ đồ ghế Limousine 10 chỗ" */
  label: string
  /** status per seat (default 'free'); reserved seats (type 4) are shown as reserved whatever their status */
  seatStatus?: (seat: Seat) => SeatStatus
  /** extra text per seat for the accessible name / tooltip, e.g. the passenger name on a taken seat */
  seatNote?: (seat: Seat) => string | undefined
  /** when given, seats are buttons: Enter/Space/click calls it (not for 'taken', 'disabled' or reserved seats unless allowTakenClick) */
  onSeatClick?: (seat: Seat) => void
  allowTakenClick?: boolean
  /** the seat with keyboard focus/highlight, controlled (optional) */
  activeSeatId?: number
  /** called when the keyboard focus moves to another seat (arrow keys, click, Tab) */
  onActiveSeatChange?: (seat: Seat) => void
  /** show the legend (default true) */
  legend?: boolean
  /** compact cells for dense screens */
  size?: 'small' | 'default'
  /** the statuses the legend lists when the map shows statuses (default: free, taken, held, selected, disabled) */
  legendStatuses?: readonly SeatStatus[]
}

const posOf = (el: HTMLElement): CellPos => ({
  floor: Number(el.dataset.floor),
  row: Number(el.dataset.row),
  column: Number(el.dataset.column),
})

/**
 * A seat diagram, read-only or with clickable seats (booking screens). A grid with one Tab stop: arrow keys
 * move between seats (across aisles, and Left/Right across floors), Home/End go to the first/last seat of
 * the floor (Ctrl+Home/End: of the map), Enter/Space activate a seat.
 */
export function SeatMap({
  diagram,
  label,
  seatStatus,
  seatNote,
  onSeatClick,
  allowTakenClick = false,
  activeSeatId,
  onActiveSeatChange,
  legend = true,
  size = 'default',
  legendStatuses = SEAT_STATUSES,
}: SeatMapProps) {
  const { t } = useTranslation(['ui', 'seatMap'])
  const palette = useSeatPalette()
  const seatName = useSeatName()
  const gridRef = useRef<HTMLDivElement>(null)
  const [focusedId, setFocusedId] = useState<number | null>(null)
  const seats = useMemo(() => seatsOf(diagram), [diagram])
  const ids = useMemo(() => new Set(seats.map((s) => s.id)), [seats])
  const activeId =
    activeSeatId !== undefined && ids.has(activeSeatId)
      ? activeSeatId
      : focusedId !== null && ids.has(focusedId)
        ? focusedId
        : seats[0]?.id
  const multiFloor = diagram.floors.length > 1

  const focusCell = (p: CellPos) =>
    gridRef.current
      ?.querySelector<HTMLElement>(
        `[data-floor="${p.floor}"][data-row="${p.row}"][data-column="${p.column}"]`,
      )
      ?.focus()

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!NAV_KEYS.includes(e.key) || e.altKey || e.metaKey) return
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-seat-id]')
    if (!el) return
    const isSeat = (p: CellPos) => !!diagram.floors[p.floor]?.rows[p.row]?.[p.column]
    let to: CellPos | null
    if (e.ctrlKey && (e.key === 'Home' || e.key === 'End')) {
      const first = e.key === 'Home' ? 0 : diagram.floors.length - 1
      to = moveFrom(diagram, { floor: first, row: 0, column: 0 }, e.key, isSeat)
    } else to = moveFrom(diagram, posOf(el), e.key as NavKey, isSeat)
    e.preventDefault()
    if (to) focusCell(to)
  }

  return (
    <div
      className="seat-map"
      data-size={size}
      style={{ ...rootVars(palette), '--seat-columns': diagram.columns } as CSSProperties}
    >
      <div ref={gridRef} role="grid" aria-label={label} className="seat-map__floors" onKeyDown={onKeyDown}>
        {diagram.floors.map((floor, fi) => (
          <div key={fi} role="rowgroup" className="seat-map__floor">
            {multiFloor && (
              <div role="row" className="seat-map__row seat-map__row--heading">
                <div
                  role="columnheader"
                  aria-colspan={diagram.columns}
                  className="seat-map__floor-heading"
                  style={{ gridColumn: '1 / -1' }}
                >
                  {t('seatMap:floor', { floor: floor.floor })}
                </div>
              </div>
            )}
            {floor.rows.map((row, r) => (
              <div key={r} role="row" className="seat-map__row">
                {Array.from({ length: diagram.columns }, (_, c) => {
                  const seat = row[c] ?? null
                  if (!seat) return <div key={c} role="gridcell" className="seat-map__cell" />
                  const status = seatStatus?.(seat) ?? 'free'
                  const look = lookOf(seat, status)
                  const note = seatNote?.(seat) || undefined
                  const name = seatName(seat, status, note)
                  const common = {
                    className: 'seat',
                    tabIndex: seat.id === activeId ? 0 : -1,
                    'aria-label': name,
                    'data-seat-id': seat.id,
                    'data-floor': fi,
                    'data-row': r,
                    'data-column': c,
                    'data-look': look,
                    'data-active': activeSeatId !== undefined && seat.id === activeSeatId ? '' : undefined,
                    style: lookVars(palette, look),
                    onFocus: () => {
                      setFocusedId(seat.id)
                      if (seat.id !== activeId) onActiveSeatChange?.(seat)
                    },
                  }
                  const face = <SeatFace code={seat.code} type={seat.type} look={look} title={name} />
                  if (!onSeatClick) {
                    return (
                      <div key={c} role="gridcell" {...common}>
                        {face}
                      </div>
                    )
                  }
                  const enabled =
                    allowTakenClick ||
                    (!isOccupied(status) && status !== 'disabled' && seat.type !== SEAT_TYPES.RESERVED)
                  return (
                    <div key={c} role="gridcell" className="seat-map__cell">
                      <button
                        type="button"
                        {...common}
                        aria-disabled={enabled ? undefined : true}
                        onClick={() => {
                          if (enabled) onSeatClick(seat)
                        }}
                      >
                        {face}
                      </button>
                    </div>
                  )
                })}
              </div>
            ))}
          </div>
        ))}
      </div>
      {legend && <SeatLegend palette={palette} statuses={seatStatus ? legendStatuses : []} />}
    </div>
  )
}
