import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CheckOutlined,
  ClockCircleOutlined,
  DollarOutlined,
  LockOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { SEAT_TYPES } from '../../api/contracts/fleet'
import { SEAT_TYPE_ORDER, seatTypeKey } from './diagram'
import { lookVars, type SeatStatus } from './look'
import type { SeatLook, SeatPalette } from './palette'

const ICONS: Record<SeatLook, ReactNode> = {
  free: null,
  taken: <UserOutlined aria-hidden />,
  held: <ClockCircleOutlined aria-hidden />,
  selected: <CheckOutlined aria-hidden />,
  disabled: <StopOutlined aria-hidden />,
  reserved: <LockOutlined aria-hidden />,
  soldPaid: <DollarOutlined aria-hidden />,
  soldUnpaid: <UserOutlined aria-hidden />,
}

/**
 * What a seat shows (decorative: the seat element carries the accessible name): its code large, its type
 * as a short badge (none for a normal seat) and its status as an icon in the corner; `title` is its tooltip.
 */
export function SeatFace({
  code,
  type,
  look,
  title,
}: {
  code: string
  type: number
  look: SeatLook
  title?: string
}) {
  const { t } = useTranslation(['ui', 'seatMap'])
  const key = seatTypeKey(type)
  return (
    <>
      {title && <span className="seat__hover" title={title} aria-hidden="true" />}
      <span className="seat__code" aria-hidden="true">
        {code}
      </span>
      {/* keeps "A01 CB" apart for speech input, which matches the visible words against the name */}{' '}
      {key !== 'normal' && (
        <span className="seat__badge" aria-hidden="true">
          {t(`seatMap:type.${key}`)}
        </span>
      )}
      {ICONS[look] && (
        <span className="seat__icon" aria-hidden="true">
          {ICONS[look]}
        </span>
      )}
    </>
  )
}

/** A small sample seat of the legend: the badge for a type, the code and icon for a status. */
function Swatch({
  palette,
  look,
  type,
  code,
}: {
  palette: SeatPalette
  look: SeatLook
  type: number
  code?: string
}) {
  const { t } = useTranslation(['ui', 'seatMap'])
  const key = seatTypeKey(type)
  return (
    <span className="seat seat--swatch" data-look={look} style={lookVars(palette, look)} aria-hidden="true">
      {code && <span className="seat__code">{code}</span>}
      {key !== 'normal' && <span className="seat__badge">{t(`seatMap:type.${key}`)}</span>}
      {ICONS[look] && <span className="seat__icon">{ICONS[look]}</span>}
    </span>
  )
}

/** The legend: every seat type and (when the map shows statuses) every status, each with a sample seat. */
export function SeatLegend({
  palette,
  statuses,
}: {
  palette: SeatPalette
  /** the statuses listed (none: the map shows no statuses) */
  statuses: readonly SeatStatus[]
}) {
  const { t } = useTranslation(['ui', 'seatMap'])
  return (
    <div className="seat-map__legend" role="group" aria-label={t('seatMap:legend')}>
      <ul className="seat-map__legend-list" aria-label={t('seatMap:legendTypes')}>
        {SEAT_TYPE_ORDER.map((type) => (
          <li key={type}>
            <Swatch palette={palette} look={type === SEAT_TYPES.RESERVED ? 'reserved' : 'free'} type={type} />
            {t(`seatMap:typeLegend.${seatTypeKey(type)}`)}
          </li>
        ))}
      </ul>
      {statuses.length > 0 && (
        <ul className="seat-map__legend-list" aria-label={t('seatMap:legendStatuses')}>
          {statuses.map((status) => (
            <li key={status}>
              <Swatch palette={palette} look={status} code="A1" type={SEAT_TYPES.NORMAL} />
              {t(`seatMap:statusLegend.${status}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
