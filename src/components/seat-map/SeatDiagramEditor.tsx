import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Input, Radio, type InputRef } from 'antd'
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons'
import { DIAGRAM_LIMITS, SEAT_TYPES } from '../../api/contracts/fleet'
import type { Seat, SeatDiagram } from '../../api/schemas/fleet'
import {
  cellAt,
  countSeats,
  duplicateCodes,
  isLastColumnEmpty,
  isRowEmpty,
  moveFrom,
  NAV_KEYS,
  nextSeatType,
  nextTempId,
  normalizeDiagram,
  normCode,
  SEAT_TYPE_ORDER,
  seatTypeKey,
  setCell,
  suggestCode,
  type CellPos,
  type NavKey,
} from './diagram'
import { lookVars, rootVars, useSeatPalette } from './look'
import { SeatFace } from './SeatFace'
import './seat-map.css'

export { countSeats, emptyDiagram, generateDiagram } from './diagram'

export interface SeatDiagramEditorProps {
  value: SeatDiagram
  onChange: (next: SeatDiagram) => void
  /** accessible name of the editor grid, e.g. "Sơ đồ ghế" */
  label: string
  /** id for the container, so a form <label htmlFor> / aria-describedby can point at it */
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

const emptyRow = (columns: number): (Seat | null)[] => Array<Seat | null>(columns).fill(null)

const posOf = (el: HTMLElement): CellPos => ({
  floor: Number(el.dataset.floor),
  row: Number(el.dataset.row),
  column: Number(el.dataset.column),
})

const clamp = (v: number, max: number) => Math.max(0, Math.min(v, max))

/**
 * The seat diagram of a vehicle type, edited on a grid (controlled). Arrow keys move a cursor over every
 * cell; the panel beside the grid adds a seat in an empty cell or edits the selected seat's code and type;
 * Insert/+ adds, Delete removes, T cycles the type, Enter edits the code (or adds a seat), Esc in the code
 * field goes back to the grid. Every change calls onChange with a new diagram whose seats' floor/row/column
 * match their place; new seats get negative temporary ids.
 */
export function SeatDiagramEditor({
  value,
  onChange,
  label,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: SeatDiagramEditorProps) {
  const { t } = useTranslation(['ui', 'seatMap'])
  const palette = useSeatPalette()
  const uid = useId()
  const gridRef = useRef<HTMLDivElement>(null)
  const codeRef = useRef<InputRef>(null)
  /** what to focus once the next render is on screen (the control that had focus may be gone) */
  const pendingFocus = useRef<'code' | 'cell' | null>(null)
  const [rawCursor, setCursor] = useState<CellPos>({ floor: 0, row: 0, column: 0 })

  // The cursor, kept inside the diagram whatever the diagram became.
  const floorIndex = clamp(rawCursor.floor, value.floors.length - 1)
  const floor = value.floors[floorIndex]
  const cursor: CellPos | null =
    floor && floor.rows.length > 0
      ? {
          floor: floorIndex,
          row: clamp(rawCursor.row, floor.rows.length - 1),
          column: clamp(rawCursor.column, value.columns - 1),
        }
      : null
  const seat = cursor ? cellAt(value, cursor) : null
  const duplicates = useMemo(() => duplicateCodes(value), [value])
  const count = countSeats(value)
  const multiFloor = value.floors.length > 1

  useEffect(() => {
    const what = pendingFocus.current
    if (!what) return
    pendingFocus.current = null
    if (what === 'code') codeRef.current?.focus()
    else gridRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus()
  })

  // ---- changes ----
  const addSeatAt = (p: CellPos) => {
    if (cellAt(value, p)) return
    const code = suggestCode(value, p.floor)
    onChange(
      setCell(value, p, {
        id: nextTempId(value),
        code,
        type: SEAT_TYPES.NORMAL,
        floor: 1,
        row: 0,
        column: 0,
      }),
    )
  }
  const deleteSeatAt = (p: CellPos) => {
    if (cellAt(value, p)) onChange(setCell(value, p, null))
  }
  const updateSeatAt = (p: CellPos, patch: Partial<Pick<Seat, 'code' | 'type'>>) => {
    const s = cellAt(value, p)
    if (s) onChange(setCell(value, p, { ...s, ...patch }))
  }
  // the write schema's limits (DIAGRAM_LIMITS): the editor never builds a diagram the backend refuses
  const canAddColumn = value.columns < DIAGRAM_LIMITS.columns
  const canAddRow = (floor?.rows.length ?? 0) < DIAGRAM_LIMITS.rows
  const canAddFloor = value.floors.length < DIAGRAM_LIMITS.floors
  const canRemoveColumn = value.columns > 1 && isLastColumnEmpty(value)
  const canRemoveRow = !!floor && floor.rows.length > 1 && isRowEmpty(floor.rows[floor.rows.length - 1])
  const canRemoveFloor = value.floors.length > 1 && !!floor && floor.rows.every(isRowEmpty)
  const withFloor = (fi: number, rows: (Seat | null)[][]) =>
    normalizeDiagram(
      value.columns,
      value.floors.map((f, i) => (i === fi ? { ...f, rows } : f)),
    )
  const addColumn = () => onChange(normalizeDiagram(value.columns + 1, value.floors))
  const removeColumn = () => {
    if (!canRemoveColumn) return
    onChange(normalizeDiagram(value.columns - 1, value.floors))
    pendingFocus.current = 'cell'
  }
  const addRow = () => {
    if (!floor) return addFloor()
    onChange(withFloor(floorIndex, [...floor.rows, emptyRow(value.columns)]))
  }
  const removeRow = () => {
    if (!floor || !canRemoveRow) return
    onChange(withFloor(floorIndex, floor.rows.slice(0, -1)))
    pendingFocus.current = 'cell'
  }
  const addFloor = () => {
    const rows = Math.max(1, floor?.rows.length ?? 1)
    onChange(
      normalizeDiagram(value.columns, [
        ...value.floors,
        { floor: value.floors.length + 1, rows: Array.from({ length: rows }, () => emptyRow(value.columns)) },
      ]),
    )
    setCursor({ floor: value.floors.length, row: 0, column: 0 })
  }
  const removeFloor = () => {
    if (!canRemoveFloor) return
    onChange(
      normalizeDiagram(
        value.columns,
        value.floors.filter((_, i) => i !== floorIndex),
      ),
    )
    setCursor({ floor: Math.max(0, floorIndex - 1), row: 0, column: 0 })
    pendingFocus.current = 'cell'
  }

  // ---- keyboard on the grid ----
  const focusCell = (p: CellPos) =>
    gridRef.current
      ?.querySelector<HTMLElement>(
        `[data-floor="${p.floor}"][data-row="${p.row}"][data-column="${p.column}"]`,
      )
      ?.focus()

  const onGridKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-row]')
    if (!el || e.altKey || e.metaKey) return
    const p = posOf(el)
    const here = cellAt(value, p)
    if (NAV_KEYS.includes(e.key)) {
      e.preventDefault()
      const to =
        e.ctrlKey && (e.key === 'Home' || e.key === 'End')
          ? moveFrom(
              value,
              { floor: e.key === 'Home' ? 0 : value.floors.length - 1, row: 0, column: 0 },
              e.key,
              () => true,
            )
          : moveFrom(value, p, e.key as NavKey, () => true)
      if (to) {
        setCursor(to)
        focusCell(to)
      }
      return
    }
    if (e.ctrlKey) return
    if (e.key === 'Insert' || e.key === '+') {
      e.preventDefault()
      addSeatAt(p)
    } else if (e.key === 'Delete') {
      e.preventDefault()
      deleteSeatAt(p)
    } else if (e.key === 't' || e.key === 'T') {
      e.preventDefault()
      if (here) updateSeatAt(p, { type: nextSeatType(here.type) })
    } else if (e.key === 'Enter') {
      e.preventDefault()
      setCursor(p)
      if (here) codeRef.current?.focus()
      else addSeatAt(p)
    }
  }

  // ---- the panel ----
  const titleId = `${uid}-panel`
  const helpId = `${uid}-help`
  const codeId = `${uid}-code`
  const codeErrorId = `${uid}-code-error`
  const typeLabelId = `${uid}-type`
  const suggestionId = `${uid}-suggestion`
  const codeError = seat
    ? !seat.code.trim()
      ? t('seatMap:editor.emptyCode')
      : duplicates.has(normCode(seat.code))
        ? t('seatMap:editor.duplicateCode', { code: seat.code.trim() })
        : null
    : null
  const panelTitle = cursor
    ? t('seatMap:editor.selected', { floor: floorIndex + 1, row: cursor.row + 1, column: cursor.column + 1 })
    : floor
      ? t('seatMap:editor.noRows', { floor: floorIndex + 1 })
      : t('seatMap:editor.noCell')

  const floorSuffix = (key: 'addRow' | 'removeRow') =>
    multiFloor ? t(`seatMap:editor.${key}OnFloor`, { floor: floorIndex + 1 }) : t(`seatMap:editor.${key}`)

  return (
    <div
      id={id}
      className="seat-editor"
      style={{ ...rootVars(palette), '--seat-columns': value.columns } as CSSProperties}
    >
      <div className="seat-editor__actions" role="group" aria-label={t('seatMap:editor.toolbar')}>
        <Button icon={<PlusOutlined aria-hidden />} onClick={addColumn} disabled={!canAddColumn}>
          {t('seatMap:editor.addColumn')}
        </Button>
        <Button icon={<MinusOutlined aria-hidden />} onClick={removeColumn} disabled={!canRemoveColumn}>
          {t('seatMap:editor.removeColumn')}
        </Button>
        <Button icon={<PlusOutlined aria-hidden />} onClick={addRow} disabled={!canAddRow}>
          {floorSuffix('addRow')}
        </Button>
        <Button icon={<MinusOutlined aria-hidden />} onClick={removeRow} disabled={!canRemoveRow}>
          {floorSuffix('removeRow')}
        </Button>
        <Button icon={<PlusOutlined aria-hidden />} onClick={addFloor} disabled={!canAddFloor}>
          {t('seatMap:editor.addFloor')}
        </Button>
        {multiFloor && (
          <Button icon={<MinusOutlined aria-hidden />} onClick={removeFloor} disabled={!canRemoveFloor}>
            {t('seatMap:editor.removeFloor', { floor: floorIndex + 1 })}
          </Button>
        )}
      </div>
      <p id={helpId} className="seat-editor__help">
        {t('seatMap:editor.shortcuts')}
      </p>
      <div className="seat-editor__count" role="status" aria-live="polite">
        {t('seatMap:editor.count', { count })}
      </div>
      <div className="seat-editor__body">
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-describedby={[helpId, ariaDescribedBy].filter(Boolean).join(' ')}
          aria-invalid={ariaInvalid || undefined}
          className="seat-map__floors seat-editor__grid"
          onKeyDown={onGridKeyDown}
        >
          {value.floors.map((f, fi) => (
            <div key={fi} role="rowgroup" className="seat-map__floor">
              {multiFloor && (
                <div role="row" className="seat-map__row seat-map__row--heading">
                  <div
                    role="columnheader"
                    aria-colspan={value.columns}
                    className="seat-map__floor-heading"
                    style={{ gridColumn: '1 / -1' }}
                  >
                    {t('seatMap:floor', { floor: fi + 1 })}
                  </div>
                </div>
              )}
              {f.rows.map((row, r) => (
                <div key={r} role="row" className="seat-map__row">
                  {Array.from({ length: value.columns }, (_, c) => {
                    const s = row[c] ?? null
                    const selected =
                      !!cursor && cursor.floor === fi && cursor.row === r && cursor.column === c
                    const duplicate = !!s && duplicates.has(normCode(s.code))
                    const look = s?.type === SEAT_TYPES.RESERVED ? 'reserved' : 'free'
                    const position = { floor: fi + 1, row: r + 1, column: c + 1 }
                    const name = s
                      ? t('seatMap:editor.seatCell', {
                          code: s.code,
                          type: t(`seatMap:type.${seatTypeKey(s.type)}`),
                          ...position,
                        }) + (duplicate ? t('seatMap:editor.duplicateMark') : '')
                      : t('seatMap:editor.emptyCell', position)
                    return (
                      <div
                        key={c}
                        role="gridcell"
                        tabIndex={selected ? 0 : -1}
                        aria-selected={selected}
                        aria-label={name}
                        aria-invalid={duplicate || undefined}
                        className="seat-editor__cell"
                        data-empty={s ? undefined : ''}
                        data-floor={fi}
                        data-row={r}
                        data-column={c}
                        onFocus={() => setCursor({ floor: fi, row: r, column: c })}
                        onClick={() => setCursor({ floor: fi, row: r, column: c })}
                      >
                        {s && (
                          <div className="seat" data-look={look} style={lookVars(palette, look)}>
                            <SeatFace code={s.code} type={s.type} look={look} />
                          </div>
                        )}
                      </div>
                    )
                  })}
                </div>
              ))}
            </div>
          ))}
        </div>

        <div className="seat-editor__panel" role="group" aria-labelledby={titleId}>
          <p id={titleId} className="seat-editor__panel-title">
            {panelTitle}
          </p>
          {cursor && !seat && (
            <>
              <p id={suggestionId} style={{ margin: 0 }}>
                {t('seatMap:editor.selectedEmpty')}.{' '}
                {t('seatMap:editor.newSeatCode', { code: suggestCode(value, cursor.floor) })}
              </p>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                aria-describedby={suggestionId}
                onClick={() => {
                  addSeatAt(cursor)
                  pendingFocus.current = 'code'
                }}
              >
                {t('seatMap:editor.addSeat')}
              </Button>
            </>
          )}
          {cursor && seat && (
            <>
              <div className="seat-editor__field">
                <label htmlFor={codeId} className="seat-editor__field-label">
                  {t('seatMap:editor.code')}
                </label>
                <Input
                  id={codeId}
                  ref={codeRef}
                  value={seat.code}
                  autoComplete="off"
                  maxLength={DIAGRAM_LIMITS.codeLength}
                  status={codeError ? 'error' : undefined}
                  aria-invalid={!!codeError}
                  aria-describedby={codeError ? codeErrorId : undefined}
                  onChange={(e) => updateSeatAt(cursor, { code: e.target.value })}
                  onKeyDown={(e) => {
                    // Escape and Enter finish the code and go back to the grid; neither may reach the
                    // surrounding dialog (Escape would close it, Enter would submit it).
                    if (e.key === 'Escape' || e.key === 'Enter') {
                      e.preventDefault()
                      e.stopPropagation()
                      focusCell(cursor)
                    }
                  }}
                />
                <p id={codeErrorId} className="seat-editor__error" aria-live="polite">
                  {codeError}
                </p>
              </div>
              <div className="seat-editor__field">
                <span id={typeLabelId} className="seat-editor__field-label">
                  {t('seatMap:editor.seatType')}
                </span>
                <Radio.Group
                  aria-labelledby={typeLabelId}
                  value={seat.type}
                  onChange={(e) => updateSeatAt(cursor, { type: e.target.value as number })}
                  options={SEAT_TYPE_ORDER.map((type) => ({
                    value: type,
                    label: t(`seatMap:typeLegend.${seatTypeKey(type)}`),
                  }))}
                />
              </div>
              <div>
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => {
                    deleteSeatAt(cursor)
                    pendingFocus.current = 'cell'
                  }}
                >
                  {t('seatMap:editor.deleteSeat')}
                </Button>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  )
}
