import type { ReactNode } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Descriptions, Empty, Skeleton, Timeline } from 'antd'
import { useTranslation } from 'react-i18next'
import { tripDriverAndCar, tripGoods, tripTickets, tripTransfers } from '../../api/resources/trip'
import type { Ticket } from '../../api/schemas/booking'
import { PassengerTable } from '../../entities/booking/PassengerTable'
import { TICKET_WRITE_CODE } from '../../entities/booking/TicketActions'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { SeatMap } from '../../components/seat-map'
import { formatHcmDateTime, formatMoney, formatPhone } from '../../lib/format'
import { useCan } from '../../api/resources/auth'
import './TripDetail.css'
import { LoadFailed } from '../../components/LoadFailed'

/** Loading, error (with Retry) and empty states of one section; `children` once there is something to show. */
function SectionState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>
  /** the empty state's words when the data holds nothing to show, else null */
  empty: (data: T) => string | null
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation(['ui', 'trips'])
  if (query.isPending) return <Skeleton active />
  if (query.isError)
    return <LoadFailed title={t('trips:detail.loadError')} onRetry={() => void query.refetch()} />
  const nothing = empty(query.data)
  return nothing ? <Empty description={nothing} /> : <>{children(query.data)}</>
}

const travelling = (tickets: Ticket[]) => tickets.filter((ticket) => !ticket.deleted_at)

function usePickText() {
  const { t } = useTranslation('booking')
  const words = t('pickType', { returnObjects: true })
  return (ticket: Ticket) => words[ticket.pick_type as keyof typeof words]
}

/** The car's seat map, each sold seat named with its passenger's name, phone and pick-up. */
export function TripSeats({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const crew = useQuery(tripDriverAndCar(tripId))
  const tickets = useQuery(tripTickets(tripId))
  const pickText = usePickText()
  return (
    <SectionState query={crew} empty={(c) => (c?.vehicle_type ? null : t('trips:detail.noDiagram'))}>
      {(c) => {
        const bySeat = new Map(travelling(tickets.data ?? []).map((ticket) => [ticket.seat_id, ticket]))
        return (
          <SeatMap
            diagram={c!.vehicle_type!.diagram}
            label={t('trips:detail.seatMap', { vehicleType: c!.vehicle_type!.name })}
            seatStatus={(seat) => (bySeat.has(seat.id) ? 'taken' : 'free')}
            seatNote={(seat) => {
              const ticket = bySeat.get(seat.id)
              return ticket
                ? t('trips:detail.seatNote', {
                    name: ticket.customer_name,
                    phone: formatPhone(ticket.phone),
                    pick: pickText(ticket),
                  })
                : undefined
            }}
          />
        )
      }}
    </SectionState>
  )
}

/**
 * The trip's tickets: those travelling, then the cancelled ones (marked with why). A booking.import_customer
 * holder gets each ticket's actions.
 */
export function TripPassengers({ tripId, tripStatus }: { tripId: number; tripStatus: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripTickets(tripId))
  const canAct = useCan()(TICKET_WRITE_CODE)
  return (
    <SectionState query={query} empty={(rows) => (rows.length ? null : t('trips:detail.noTickets'))}>
      {(rows) => (
        <PassengerTable
          tickets={rows}
          caption={t('trips:detail.passengers')}
          actionsFor={canAct ? { tripStatus } : undefined}
        />
      )}
    </SectionState>
  )
}

/** The shipping orders on board (read-only). */
export function TripGoods({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripGoods(tripId))
  return (
    <SectionState query={query} empty={(rows) => (rows.length ? null : t('trips:detail.noGoods'))}>
      {(rows) => (
        <SimpleTable
          caption={t('trips:detail.goods')}
          className="trip-detail__table"
          columns={[
            { id: 'code', header: t('trips:detail.col.goodsCode'), rowHeader: true, cell: (o) => o.code },
            { id: 'package', header: t('trips:detail.col.package'), cell: (o) => o.package_name },
            { id: 'quantity', header: t('trips:detail.col.quantity'), cell: (o) => o.quantity },
            { id: 'weight', header: t('trips:detail.col.weight'), cell: (o) => o.weight },
            {
              id: 'sender',
              header: t('trips:detail.col.sender'),
              cell: (o) => `${o.sender_name}, ${formatPhone(o.sender_phone)}`,
            },
            {
              id: 'receiver',
              header: t('trips:detail.col.receiver'),
              cell: (o) => `${o.receiver_name}, ${formatPhone(o.receiver_phone)}`,
            },
            {
              id: 'cod',
              header: t('trips:detail.col.cod'),
              align: 'right',
              cell: (o) => formatMoney(o.cod_amount),
            },
            {
              id: 'deliveryFee',
              header: t('trips:detail.col.deliveryFee'),
              align: 'right',
              cell: (o) => formatMoney(o.delivery_fee),
            },
          ]}
          rows={rows}
          getRowId={(o) => o.id}
        />
      )}
    </SectionState>
  )
}

/** The driver (name, phone) and the car (name, plate, vehicle type). */
export function TripDriverAndCar({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripDriverAndCar(tripId))
  return (
    <SectionState query={query} empty={() => null}>
      {(crew) => (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'driver',
              label: t('trips:detail.driver'),
              children: crew?.driver?.fullname ?? t('trips:detail.noDriver'),
            },
            ...(crew?.driver
              ? [
                  {
                    key: 'phone',
                    label: t('trips:detail.driverPhone'),
                    children: formatPhone(crew.driver.phone),
                  },
                ]
              : []),
            {
              key: 'car',
              label: t('trips:detail.car'),
              children: crew?.car?.name ?? t('trips:detail.noCar'),
            },
            ...(crew?.car
              ? [
                  { key: 'plate', label: t('trips:detail.plate'), children: crew.car.license_plate },
                  {
                    key: 'type',
                    label: t('trips:detail.vehicleType'),
                    children: crew.vehicle_type?.name ?? '',
                  },
                ]
              : []),
          ]}
        />
      )}
    </SectionState>
  )
}

/** Passengers moved into or out of the trip, the latest first. */
export function TripTransferHistory({ tripId }: { tripId: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = useQuery(tripTransfers(tripId))
  return (
    <SectionState query={query} empty={(rows) => (rows.length ? null : t('trips:detail.noTransfers'))}>
      {(rows) => (
        <Timeline
          items={rows.map((move) => ({
            key: move.id,
            color: move.to_trip_id === tripId ? 'green' : 'blue',
            content: (
              <>
                <div>
                  <time dateTime={move.moved_at}>{formatHcmDateTime(move.moved_at, 'DD/MM/YYYY HH:mm')}</time>
                  {' · '}
                  <strong>
                    {t(
                      move.to_trip_id === tripId
                        ? 'trips:detail.transfer.into'
                        : 'trips:detail.transfer.outOf',
                    )}
                  </strong>
                </div>
                <div>
                  {t('trips:detail.transfer.line', {
                    code: move.ticket_code,
                    name: move.customer_name,
                    from: move.from_trip_name,
                    fromSeat: move.from_seat_code,
                    to: move.to_trip_name,
                    toSeat: move.to_seat_code,
                  })}
                </div>
                {move.user_name && <div>{t('trips:detail.transfer.by', { name: move.user_name })}</div>}
              </>
            ),
          }))}
        />
      )}
    </SectionState>
  )
}
