import { useMemo, type CSSProperties } from 'react'
import { theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { SEAT_TYPES } from '../../api/contracts/fleet'
import type { Seat } from '../../api/schemas/fleet'
import { seatTypeKey } from './diagram'
import { seatPalette, type SeatLook, type SeatPalette } from './palette'

/** `soldPaid` / `soldUnpaid`: the selling screen tells a paid ticket from an unpaid one. */
export type SeatStatus = 'free' | 'taken' | 'held' | 'selected' | 'disabled' | 'soldPaid' | 'soldUnpaid'
/** The statuses a legend lists by default (a map may list others: SeatMap's `legendStatuses`). */
export const SEAT_STATUSES: readonly SeatStatus[] = ['free', 'taken', 'held', 'selected', 'disabled']
/** A seat that cannot be chosen: someone travels on it. */
export const isOccupied = (status: SeatStatus) =>
  status === 'taken' || status === 'soldPaid' || status === 'soldUnpaid'

/** Reserved seats (type 4) look reserved whatever their status. */
export const lookOf = (seat: Pick<Seat, 'type'>, status: SeatStatus): SeatLook =>
  seat.type === SEAT_TYPES.RESERVED ? 'reserved' : status

/** The seat palette of the current antd theme. */
export function useSeatPalette(): SeatPalette {
  const { token } = theme.useToken()
  return useMemo(() => seatPalette(token), [token])
}

/** Custom properties of a map or editor root (seat-map.css). */
export const rootVars = (p: SeatPalette): CSSProperties =>
  ({
    '--seat-surface': p.surface,
    '--seat-text': p.text,
    '--seat-text-secondary': p.textSecondary,
    '--seat-error': p.error,
    '--seat-focus': p.focus,
    '--seat-empty': p.emptyBorder,
  }) as CSSProperties

/** Custom properties of one seat. */
export const lookVars = (p: SeatPalette, look: SeatLook): CSSProperties => {
  const s = p[look]
  return {
    '--seat-bg': s.background,
    '--seat-fg': s.text,
    '--seat-bc': s.border,
    '--seat-bs': s.borderStyle,
    '--seat-bw': `${s.borderWidth}px`,
    '--seat-icon': s.icon,
  } as CSSProperties
}

/** A seat's accessible name: "Ghế A1, CB, còn trống" (+ ", note"). */
export function useSeatName() {
  const { t } = useTranslation(['ui', 'seatMap'])
  return (seat: Seat, status: SeatStatus, note?: string) => {
    const typeKey = seatTypeKey(seat.type)
    const statusText =
      typeKey === 'reserved' && status === 'free'
        ? t('seatMap:status.reserved')
        : t(`seatMap:status.${status}`)
    return t(note ? 'seatMap:seatNameNote' : 'seatMap:seatName', {
      code: seat.code,
      type: t(`seatMap:type.${typeKey}`),
      status: statusText,
      note,
    })
  }
}
